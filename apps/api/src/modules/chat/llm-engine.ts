import type { TChatAnswer, TChatFilters, TListingCard } from '@demeure/shared'
import type { TChatEngine, TChatInput } from './engine.ts'
import { toSearchPath } from './filters.ts'
import { replyLanguage } from './language.ts'
import { completeChat, LlmError, type TLlmMessage, type TLlmSettings } from './llm/client.ts'
import { systemPrompt } from './llm/prompt.ts'
import { LLM_TOOLS, runTool } from './llm/tools.ts'
import type { TChatTools } from './tools.ts'

/** Rounds of tool calls the model may make before it must answer with what it has. */
export const MAX_TOOL_ROUNDS = 3

/**
 * The engine used when LLM_BASE_URL is set: an OpenAI-compatible chat-completions model that calls
 * the same services as the built-in engine through tools. One deadline (LLM_TIMEOUT_MS) covers the
 * whole exchange; any failure is an LlmError, which the service turns into a 502.
 */
export function createLlmEngine(
  settings: TLlmSettings & { timeoutMs: number },
  tools: TChatTools,
): TChatEngine {
  return {
    async answer(input: TChatInput): Promise<TChatAnswer> {
      const userTurns = input.history.filter((turn) => turn.sender === 'user').map((turn) => turn.content)
      const language = replyLanguage(input.message, userTurns, input.language)
      const messages: TLlmMessage[] = [
        { role: 'system', content: systemPrompt(tools.today(), language) },
        ...input.history.map(
          (turn): TLlmMessage =>
            turn.sender === 'user'
              ? { role: 'user', content: turn.content }
              : { role: 'assistant', content: turn.content },
        ),
        { role: 'user', content: input.message },
      ]
      const signal = AbortSignal.timeout(settings.timeoutMs)
      let search: { cards: TListingCard[]; filters: TChatFilters } | undefined
      for (let round = 0; ; round += 1) {
        const reply = await completeChat(
          settings,
          { messages, tools: LLM_TOOLS, toolChoice: round < MAX_TOOL_ROUNDS ? 'auto' : 'none' },
          signal,
        )
        if (reply.toolCalls.length > 0 && round < MAX_TOOL_ROUNDS) {
          messages.push({ role: 'assistant', content: reply.content, tool_calls: reply.toolCalls })
          for (const call of reply.toolCalls) {
            const outcome = await runTool(tools, input.user, call.function.name, call.function.arguments)
            if (outcome.search) search = outcome.search
            messages.push({ role: 'tool', tool_call_id: call.id, content: outcome.content })
          }
          continue
        }
        const response = reply.content?.trim()
        if (!response) throw new LlmError('the model gave no answer')
        return {
          response,
          properties: search?.cards ?? [],
          filters: search?.filters ?? {},
          search_path: search ? toSearchPath(search.filters) : null,
          language,
        }
      }
    },
  }
}
