import { CHAT_HISTORY_LENGTH, type TChatRequest } from '@demeure/shared'
import type { TChatMessage } from './chat-message.ts'

/** The server keeps each turn's content under this length (ZChatTurn). */
const TURN_MAX_LENGTH = 4000

/** What the server is told of the conversation so far: the last ten turns, sender and content only. */
export function historyFor(messages: readonly TChatMessage[]): NonNullable<TChatRequest['history']> {
  return messages.slice(-CHAT_HISTORY_LENGTH).map((message) => ({
    sender: message.sender,
    content: message.content.slice(0, TURN_MAX_LENGTH),
  }))
}
