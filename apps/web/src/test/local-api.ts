import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cleanup } from '@testing-library/react'
import { onTestFinished } from 'vitest'

export type TLocalRequest = { method: string; url: URL; headers: IncomingMessage['headers']; body: Buffer }
export type TLocalAnswer = { status?: number; body?: unknown }
type TRoute = (request: TLocalRequest) => TLocalAnswer | Promise<TLocalAnswer>

/**
 * A real HTTP server on 127.0.0.1 for components that call the API: the page's URL is moved to its
 * origin, so the app's own client (same-origin paths, fetch and XMLHttpRequest) reaches it over
 * the network. Routes are `'GET /api/…/'` → answer (the path without its query); every request is
 * kept in `requests`. Anything else is a 404 in the API's error shape. Start it in the test or its
 * `beforeEach`: it closes when the test ends, after the page is unmounted (so no request starts as
 * it closes).
 */
export async function startLocalApi(routes: Record<string, TRoute>) {
  const requests: TLocalRequest[] = []
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', async () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
      const request = {
        method: incoming.method ?? 'GET',
        url,
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      }
      requests.push(request)
      const route = routes[`${request.method} ${url.pathname}`]
      const answer = route
        ? await route(request)
        : { status: 404, body: { code: 'not_found', message: 'Not found.' } }
      // No keep-alive: closing the server at the end of a test then cuts no connection a request is about to reuse.
      outgoing.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', Connection: 'close' })
      outgoing.end(answer.body === undefined ? '' : JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // happy-dom's own API (the test environment's): the page now lives on this server's origin.
  const page = (
    window as unknown as {
      happyDOM: { setURL: (url: string) => void; waitUntilComplete: () => Promise<void> }
    }
  ).happyDOM
  page.setURL(`${origin}/`)
  onTestFinished(async () => {
    cleanup()
    // Requests still on their way (a map's settings, a refetch) are answered before the server closes.
    await page.waitUntilComplete()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  return {
    requests,
    /** The requests to one path (without query), in order. */
    to: (path: string) => requests.filter((request) => request.url.pathname === path),
  }
}
