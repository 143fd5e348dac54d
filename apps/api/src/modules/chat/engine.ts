import type { TChatAnswer, TChatRequest, TLanguage } from '@demeure/shared'
import type { TUserRow } from '../users/index.ts'

export type TChatInput = {
  message: string
  history: NonNullable<TChatRequest['history']>
  user: TUserRow
  /** The reader's language (Accept-Language): the answer's language when the message does not tell. */
  language: TLanguage
}

/** Something that answers the room finder's messages: the built-in engine or an OpenAI-compatible model. */
export type TChatEngine = {
  answer(input: TChatInput): Promise<TChatAnswer>
}
