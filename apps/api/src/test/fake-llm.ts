import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type TMessage = { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }
type TRequestBody = {
  model: string
  messages: TMessage[]
  tools?: { function: { name: string } }[]
  tool_choice?: string
}

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1, acting out one room-finder exchange:
 * the first request is answered with a `search_properties` tool call; the next one must carry the
 * tool's result (role 'tool', same tool_call_id), and is answered with text naming the listing ids
 * it received. It can also fail, or hang past the caller's timeout.
 */
export async function startFakeLlm(apiKey: string) {
  const requests: { body: TRequestBody; authorization: string | undefined }[] = []
  let mode: 'converse' | 'fail' | 'hang' = 'converse'
  let searchArguments: Record<string, unknown> = { location: 'Montréal', max_price: 2000 }
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
      return json(404, { error: 'not found' })
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return json(401, { error: { message: 'bad key' } })
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TRequestBody
    requests.push({ body, authorization: request.headers.authorization })
    if (mode === 'fail') return json(500, { error: { message: 'the model is overloaded' } })
    if (mode === 'hang') return // never answers; the caller's timeout must end the wait
    const last = body.messages.at(-1)
    const assistant = (message: Record<string, unknown>) =>
      json(200, {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', ...message } }],
      })
    if (last?.role === 'user') {
      return assistant({
        content: null,
        tool_calls: [
          {
            id: 'call_search_1',
            type: 'function',
            function: { name: 'search_properties', arguments: JSON.stringify(searchArguments) },
          },
        ],
      })
    }
    if (last?.role === 'tool' && last.tool_call_id === 'call_search_1') {
      const { listings } = JSON.parse(last.content ?? '{}') as { listings: { id: number }[] }
      return assistant({
        content: `Found listings ${listings.map((listing) => listing.id).join(', ')} for you.`,
      })
    }
    return json(400, { error: { message: 'expected the search tool result' } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    setMode: (next: typeof mode) => {
      mode = next
    },
    setSearchArguments: (args: Record<string, unknown>) => {
      searchArguments = args
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
