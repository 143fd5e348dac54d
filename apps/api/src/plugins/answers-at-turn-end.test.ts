import { Readable } from 'node:stream'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, expect, it } from 'vitest'
import { answersAtTurnEndPlugin } from './answers-at-turn-end.ts'

/** A bare server over a real socket: what leaves, and when, is the socket's business. */
let app: FastifyInstance | undefined
afterEach(async () => app?.close())

async function serve(withPlugin: boolean, events: string[]) {
  app = Fastify()
  if (withPlugin) await app.register(answersAtTurnEndPlugin)
  const noteWhenWritten = (raw: NodeJS.WritableStream) =>
    raw.once('finish', () => events.push('answer written'))
  app.get('/alone', async (_request, reply) => {
    // Runs when this turn of the event loop ends, after the handler's own microtasks.
    setImmediate(() => events.push('turn ended'))
    noteWhenWritten(reply.raw)
    return { ok: true }
  })
  // Two requests held until both have arrived, then answered in the same turn.
  let release = () => {}
  const bothArrived = new Promise<void>((resolve) => {
    release = resolve
  })
  let arrived = 0
  app.get('/together', async (_request, reply) => {
    noteWhenWritten(reply.raw)
    arrived += 1
    if (arrived === 2)
      setTimeout(() => {
        setImmediate(() => events.push('turn ended'))
        release()
      }, 10)
    await bothArrived
    return { ok: true }
  })
  app.get('/refused', async () => {
    throw Object.assign(new Error('Not this way'), { statusCode: 400 })
  })
  app.get('/streamed', async (_request, reply) =>
    reply.type('text/plain').send(Readable.from(['one ', 'two'])),
  )
  await app.listen({ host: '127.0.0.1', port: 0 })
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
}

const bothTogether = (base: string) =>
  Promise.all(
    [fetch(`${base}/together`), fetch(`${base}/together`)].map(async (answer) => (await answer).json()),
  )

it('writes the one answer of a turn at once', async () => {
  const events: string[] = []
  const base = await serve(true, events)
  expect(await (await fetch(`${base}/alone`)).json()).toEqual({ ok: true })
  expect(events).toEqual(['answer written', 'turn ended'])
})

it('writes the second answer of a turn when the turn ends', async () => {
  const events: string[] = []
  const base = await serve(true, events)
  expect(await bothTogether(base)).toEqual([{ ok: true }, { ok: true }])
  expect(events).toEqual(['answer written', 'turn ended', 'answer written'])
})

it('is what holds it back: without it both answers leave within the turn', async () => {
  const events: string[] = []
  const base = await serve(false, events)
  await bothTogether(base)
  // The client may read both answers before the server's turn ends (the same process runs both).
  await new Promise((resolve) => setImmediate(resolve))
  expect(events).toEqual(['answer written', 'answer written', 'turn ended'])
})

it('leaves refusals and streamed answers whole', async () => {
  const base = await serve(true, [])
  const refused = await fetch(`${base}/refused`)
  expect(refused.status).toBe(400)
  expect(await refused.json()).toMatchObject({ message: 'Not this way' })
  const streamed = await fetch(`${base}/streamed`)
  expect(await streamed.text()).toBe('one two')
})
