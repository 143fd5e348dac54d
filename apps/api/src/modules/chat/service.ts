import type { TChatAnswer, TChatRequest, TLanguage } from '@demeure/shared'
import { AppError } from '../../lib/app-error.ts'
import type { TUserRow } from '../users/index.ts'
import { createBuiltinEngine } from './builtin-engine.ts'
import type { TChatEngine } from './engine.ts'
import { createLlmEngine } from './llm-engine.ts'
import { createChatTools, type TChatToolsDeps } from './tools.ts'

/**
 * The room finder: the OpenAI-compatible model when LLM_BASE_URL is set, else the built-in engine,
 * behind a per-user limit of CHAT_PER_MINUTE messages. The limit uses the app's one-minute attempt
 * counter (deps.minuteCounter: in memory, or shared in Redis), under keys of its own.
 *
 * A failing model is not replaced by the built-in engine: answers would silently change character
 * mid-conversation and an outage would go unnoticed. The page gets a 502 it can show and retry.
 */
export function createChatService(options: TChatToolsDeps) {
  const { config, minuteCounter: counter } = options.deps
  const tools = createChatTools(options)
  const engine: TChatEngine = config.chat.llm
    ? createLlmEngine(config.chat.llm, tools)
    : createBuiltinEngine(tools)

  async function assertAllowed(user: TUserRow) {
    const key = `chat:user:${user.id}`
    if ((await counter.hit(key)) <= config.chat.perMinute) return
    const seconds = Math.max(1, await counter.ttl(key))
    throw new AppError(429, 'rate_limited', {
      params: { count: seconds },
      headers: { 'retry-after': String(seconds) },
      fields: { _: { key: 'chat.tooManyMessages' } },
    })
  }

  return {
    async answer(user: TUserRow, request: Required<TChatRequest>, language: TLanguage): Promise<TChatAnswer> {
      await assertAllowed(user)
      return engine.answer({ message: request.message, history: request.history, user, language })
    },
  }
}
export type TChatService = ReturnType<typeof createChatService>
