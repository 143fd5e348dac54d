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
  app.get('/ready', async (_request, reply) => {
    // Runs when this turn of the event loop ends, after the handler's own microtasks.
    setImmediate(() => events.push('turn ended'))
    reply.raw.once('finish', () => events.push('answer written'))
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

it('writes an answer when the turn it was made in ends, not before', async () => {
  const events: string[] = []
  const base = await serve(true, events)
  const answer = await fetch(`${base}/ready`)
  expect(await answer.json()).toEqual({ ok: true })
  expect(events).toEqual(['turn ended', 'answer written'])
})

it('is what changes the order: without it the answer leaves within the turn', async () => {
  const events: string[] = []
  const base = await serve(false, events)
  await (await fetch(`${base}/ready`)).json()
  expect(events).toEqual(['answer written', 'turn ended'])
})

it('leaves refusals and streamed answers whole', async () => {
  const base = await serve(true, [])
  const refused = await fetch(`${base}/refused`)
  expect(refused.status).toBe(400)
  expect(await refused.json()).toMatchObject({ message: 'Not this way' })
  const streamed = await fetch(`${base}/streamed`)
  expect(await streamed.text()).toBe('one two')
})
