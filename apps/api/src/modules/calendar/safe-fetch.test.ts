import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCalendarServer } from '../../test/fake-calendar-server.ts'
import { FeedError } from './feed-error.ts'
import { FEED_LIMITS, fetchFeed } from './safe-fetch.ts'

let feeds: Awaited<ReturnType<typeof startFakeCalendarServer>>
let bouncer: ReturnType<typeof createServer>
let bouncerUrl: string
beforeAll(async () => {
  feeds = await startFakeCalendarServer()
  // Redirects to the cloud metadata address: the hop must be refused like a direct request.
  bouncer = createServer((_request, response) => {
    response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end()
  })
  await new Promise<void>((resolve) => bouncer.listen(0, '127.0.0.1', resolve))
  bouncerUrl = `http://127.0.0.1:${(bouncer.address() as AddressInfo).port}/`
})
afterAll(async () => {
  await feeds.close()
  bouncer.closeAllConnections()
  await new Promise((resolve) => bouncer.close(resolve))
})

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error instanceof FeedError ? error.key : String(error)
  }
  return 'fetched'
}

describe('fetching a calendar safely', () => {
  it('has the production limits: 10 s, 2 MB, 3 redirects', () => {
    expect(FEED_LIMITS).toEqual({ timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 })
  })

  it('gives up on a server that never finishes, at the deadline', async () => {
    const started = Date.now()
    const key = await failure(
      fetchFeed(feeds.url('/slow.ics'), { allowLoopback: true, limits: { timeoutMs: 400 } }),
    )
    expect(key).toBe('calendar.error.timeout')
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('stops reading past the size cap even without a Content-Length', async () => {
    expect(await failure(fetchFeed(feeds.url('/huge.ics'), { allowLoopback: true }))).toBe(
      'calendar.error.tooLarge',
    )
    expect(
      await failure(fetchFeed(feeds.url('/airbnb.ics'), { allowLoopback: true, limits: { maxBytes: 100 } })),
    ).toBe('calendar.error.tooLarge')
  })

  it('refuses internal addresses, also behind a redirect and unless loopback is allowed', async () => {
    expect(await failure(fetchFeed(bouncerUrl, { allowLoopback: true }))).toBe(
      'calendar.error.privateAddress',
    )
    expect(await failure(fetchFeed(feeds.url('/airbnb.ics'), { allowLoopback: false }))).toBe(
      'calendar.error.privateAddress',
    )
    expect(await failure(fetchFeed('http://localhost:9/x.ics', { allowLoopback: false }))).toBe(
      'calendar.error.privateAddress',
    )
    expect(await failure(fetchFeed('file:///etc/passwd', { allowLoopback: true }))).toBe(
      'calendar.urlInvalid',
    )
  })

  it('refuses the IPv6 forms of internal IPv4 addresses, before connecting', async () => {
    const { port } = new URL(feeds.url('/'))
    const at = (host: string) => `http://[${host}]:${port}/airbnb.ics`
    const before = feeds.hits.length
    // Loopback written as IPv6: mapped (dotted and hex), compatible, NAT64, 6to4, Teredo (10.0.0.1 … inverted).
    for (const host of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
    ]) {
      expect(await failure(fetchFeed(at(host), { allowLoopback: false })), host).toBe(
        'calendar.error.privateAddress',
      )
    }
    for (const host of [
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::a9fe:a9fe',
      '::a9fe:a9fe',
      '::ffff:a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      '2001:0:4136:e378:8000:63bf:f5ff:fffe',
    ]) {
      expect(await failure(fetchFeed(at(host), { allowLoopback: true })), host).toBe(
        'calendar.error.privateAddress',
      )
    }
    expect(feeds.hits.length).toBe(before)
    // The mapped form does reach this server when loopback is allowed: the refusals above were the guard.
    expect((await fetchFeed(at('::ffff:127.0.0.1'), { allowLoopback: true })).status).toBe('fetched')
    expect(feeds.hits.length).toBe(before + 1)
  })

  it('reads webcal:// addresses as https and follows up to 3 redirects', async () => {
    const fetched = await fetchFeed(feeds.url('/hop/3'), { allowLoopback: true })
    expect(fetched.status).toBe('fetched')
    expect(await failure(fetchFeed(feeds.url('/loop.ics'), { allowLoopback: true }))).toBe(
      'calendar.error.tooManyRedirects',
    )
    expect(await failure(fetchFeed('webcal://127.0.0.1:1/x.ics', { allowLoopback: true }))).toBe(
      'calendar.error.unreachable',
    )
  })
})
