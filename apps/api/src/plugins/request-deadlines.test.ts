import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newAccount } from '../test/accounts.ts'
import { createTestApp, type TTestApp } from '../test/test-app.ts'
import {
  BODY_GRACE_MS,
  BODY_MIN_BYTES_PER_SECOND,
  DEADLINE_CHECK_MS,
  HEADERS_TIMEOUT_MS,
} from './request-deadlines.ts'

/**
 * Slow clients against a listening server: bodies that trickle in are cut after the grace period
 * (a 408 in the reader's language), headers that never end are cut by Node, a slow but steady
 * upload is not cut, and the server answers others promptly all along.
 */
let t: TTestApp
let port: number

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as { port: number }).port
}, 60_000)
afterAll(async () => t?.close())

type TSlowClient = { socket: Socket; closedAfter: Promise<number>; answer: () => string }

/** Opens a connection, sends `head`, then `drip` bytes every `everyMs` until closed or told to stop. */
function slowClient(head: string, drip: () => string, everyMs: number, maxDrips = Number.POSITIVE_INFINITY) {
  const started = Date.now()
  const socket = connect(port, '127.0.0.1')
  let answer = ''
  let drips = 0
  socket.on('data', (chunk) => {
    answer += chunk.toString()
  })
  socket.on('error', () => {})
  socket.write(head)
  const timer = setInterval(() => {
    if (socket.destroyed || drips++ >= maxDrips) return clearInterval(timer)
    socket.write(drip())
  }, everyMs)
  const closedAfter = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer)
      resolve(Date.now() - started)
    }),
  )
  return { socket, closedAfter, answer: () => answer } satisfies TSlowClient
}

const requestHead = (path: string, type: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: fr\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`

it('cuts trickling bodies and endless headers, keeps a slow steady upload, and answers others meanwhile', async () => {
  const trickles = [
    ...Array.from({ length: 20 }, () =>
      slowClient(requestHead('/api/register/', 'application/json', 100_000), () => ' ', 2000),
    ),
    ...Array.from({ length: 20 }, () =>
      slowClient(requestHead('/api/photos/', 'multipart/form-data; boundary=x', 100_000), () => 'x', 2000),
    ),
  ]
  const endlessHeaders = slowClient('POST /api/register/ HTTP/1.1\r\nHost: 127.0.0.1\r\n', () => 'X', 2000)

  // A real sign-up at twice the minimum rate, padded with spaces: slow, but it must get through.
  const body = JSON.stringify(newAccount())
  const seconds = Math.ceil(BODY_GRACE_MS / 1000) + 5
  const length = seconds * 2 * BODY_MIN_BYTES_PER_SECOND
  const padded = body + ' '.repeat(length - Buffer.byteLength(body))
  let sent = 0
  const chunk = 2 * BODY_MIN_BYTES_PER_SECOND
  const steady = slowClient(
    requestHead('/api/register/', 'application/json', length),
    () => {
      const piece = padded.slice(sent, sent + chunk)
      sent += chunk
      return piece
    },
    1000,
    seconds,
  )

  const latencies: number[] = []
  const poll = setInterval(async () => {
    const started = Date.now()
    const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined)
    if (response?.ok) latencies.push(Date.now() - started)
  }, 200)

  const closed = await Promise.all(trickles.map((client) => client.closedAfter))
  const headersClosed = await endlessHeaders.closedAfter
  for (let waited = 0; steady.answer() === '' && waited < 20_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  clearInterval(poll)
  steady.socket.destroy()

  // Cut once the grace period is over, not before, and within two checks of it.
  for (const after of closed) {
    expect(after).toBeGreaterThanOrEqual(BODY_GRACE_MS - DEADLINE_CHECK_MS)
    expect(after).toBeLessThan(BODY_GRACE_MS + 4 * DEADLINE_CHECK_MS)
  }
  const jsonAnswer = (trickles[0] as TSlowClient).answer()
  expect(jsonAnswer).toMatch(/^HTTP\/1\.1 408/)
  expect(jsonAnswer).toContain('"code":"request_timeout"')
  expect(jsonAnswer).toContain('La requête a mis trop de temps à arriver.')
  expect(headersClosed).toBeLessThan(HEADERS_TIMEOUT_MS + 4 * DEADLINE_CHECK_MS)
  expect(steady.answer()).toMatch(/^HTTP\/1\.1 201/)

  expect(latencies.length).toBeGreaterThan(50)
  expect(Math.max(...latencies)).toBeLessThan(500)
}, 60_000)
