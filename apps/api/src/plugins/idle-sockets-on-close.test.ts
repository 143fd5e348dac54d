import net from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, expect, it } from 'vitest'
import { idleSocketsOnClosePlugin } from './idle-sockets-on-close.ts'

/** A bare server with the shutdown settings of `createServer`, over a real socket. */
let app: FastifyInstance | undefined
let client: net.Socket | undefined
afterEach(async () => {
  client?.destroy()
  await app?.close()
})

/** Serves `/held`, whose answer waits for `release()`; answers the port. */
async function serve(withPlugin: boolean) {
  app = Fastify({ return503OnClosing: false, forceCloseConnections: 'idle' })
  if (withPlugin) await app.register(idleSocketsOnClosePlugin)
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  app.get('/held', async () => {
    await released
    return { ok: true }
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  return { port: (app.server.address() as net.AddressInfo).port, release }
}

/**
 * A keep-alive request in flight when the close begins, answered after it: answers whether the
 * server had closed within `withinMs`, and whether the client got its answer first.
 */
async function closeWithAnAnswerInFlight(withPlugin: boolean, withinMs: number) {
  const { port, release } = await serve(withPlugin)
  const socket = net.connect(port, '127.0.0.1')
  client = socket
  let received = ''
  socket.on('data', (chunk) => {
    received += chunk.toString()
  })
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  socket.write('GET /held HTTP/1.1\r\nHost: demeure.test\r\n\r\n')
  await new Promise((resolve) => setTimeout(resolve, 50))
  let isClosed = false
  const closing = (app as FastifyInstance).close().then(() => {
    isClosed = true
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  release()
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, withinMs))])
  if (isClosed) await ended
  return { isClosed, received }
}

it('closes a keep-alive socket that turns idle during the close, once its answer has left', async () => {
  const { isClosed, received } = await closeWithAnAnswerInFlight(true, 2000)
  expect(received).toMatch(/^HTTP\/1\.1 200 OK/)
  expect(received).toContain('{"ok":true}')
  expect(isClosed).toBe(true)
})

it('is what ends it: without it the close waits on that socket for its keep-alive timeout', async () => {
  const { isClosed, received } = await closeWithAnAnswerInFlight(false, 1000)
  expect(received).toContain('{"ok":true}')
  expect(isClosed).toBe(false)
  // Not left for afterEach to wait on.
  client?.destroy()
})
