import { z } from 'zod'

/** A message of the chat-completions conversation (OpenAI's wire shape, which compatible servers share). */
export type TLlmMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: TLlmToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string }

export type TLlmToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } }

export type TLlmTool = {
  type: 'function'
  function: { name: string; description: string; parameters: Record<string, unknown> }
}

const ZCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string(),
                type: z.literal('function').default('function'),
                function: z.object({ name: z.string(), arguments: z.string().default('{}') }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
})

/** The model did not answer usably: unreachable, too slow, an error status or an unreadable body. */
export class LlmError extends Error {}

export type TLlmSettings = { baseUrl: string; apiKey: string | undefined; model: string }

/**
 * POST {baseUrl}/chat/completions, not streamed: the room finder shows the whole reply at once and
 * types it out on the page, so streaming would add complexity for nothing the user sees.
 */
export async function completeChat(
  settings: TLlmSettings,
  body: { messages: TLlmMessage[]; tools: TLlmTool[]; toolChoice: 'auto' | 'none' },
  signal: AbortSignal,
) {
  let response: Response
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages: body.messages,
        tools: body.tools,
        tool_choice: body.toolChoice,
        temperature: 0.2,
        stream: false,
      }),
      signal,
    })
  } catch (error) {
    throw new LlmError(`the model could not be reached: ${(error as Error).message}`)
  }
  if (!response.ok) throw new LlmError(`the model answered ${response.status}`)
  const parsed = ZCompletion.safeParse(await response.json().catch(() => null))
  if (!parsed.success) throw new LlmError('the model sent an answer that is not a chat completion')
  const message = parsed.data.choices[0]?.message
  return { content: message?.content ?? null, toolCalls: (message?.tool_calls ?? []) as TLlmToolCall[] }
}
