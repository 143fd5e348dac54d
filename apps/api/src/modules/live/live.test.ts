import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { bearer } from '../../test/accounts.ts'
import { payThroughSandbox, requestStay, stayDates } from '../../test/bookings.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

const opened: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close()
})

async function testApp() {
  const t = await createTestApp()
  opened.push(() => t.close())
  return t
}

/** Reads a server-sent event stream over real HTTP and collects its events. */
async function listen(app: FastifyInstance, ticket: string) {
  // One port per server, however many readers it has.
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const address = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const controller = new AbortController()
  const response = await fetch(`${address}/api/events/?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  })
  const events: { name: string; data: unknown }[] = []
  const waiters: (() => void)[] = []
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  let buffer = ''
  const ended = (async () => {
    const decoder = new TextDecoder()
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return 'ended by the server'
        buffer += decoder.decode(value, { stream: true })
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const name = /^event: (.+)$/m.exec(block)?.[1]
          const data = /^data: (.+)$/m.exec(block)?.[1]
          if (name && data) events.push({ name, data: JSON.parse(data) })
          for (const wake of waiters.splice(0)) wake()
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {
      return 'aborted by the test'
    }
  })()
  opened.push(async () => controller.abort())
  return {
    response,
    events,
    ended,
    /** Resolves with the first event of that name matching, or fails after two seconds. */
    async next(name: string, match: (data: never) => boolean = () => true) {
      const deadline = Date.now() + 2000
      for (;;) {
        const found = events.find((event) => event.name === name && match(event.data as never))
        if (found) return found.data
        if (Date.now() > deadline) throw new Error(`no ${name} event; got ${JSON.stringify(events)}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
    },
  }
}

/** The renter writes to the listing's host through server `t`. */
function say(t: TTestApp, renterAccess: string, listing: number, message: string) {
  return t.inject({
    method: 'POST',
    url: '/api/conversations/',
    headers: bearer(renterAccess),
    payload: { property: listing, message },
  })
}

async function ticketFor(t: TTestApp, access: string, language = 'en') {
  const response = await t.inject({
    method: 'POST',
    url: '/api/events/ticket/',
    headers: { ...bearer(access), 'accept-language': language },
  })
  expect(response.statusCode).toBe(200)
  return response.json().ticket as string
}

describe('live events', () => {
  it('needs a valid ticket, got with a bearer token', async () => {
    const t = await testApp()
    expect((await t.inject({ method: 'POST', url: '/api/events/ticket/' })).statusCode).toBe(401)
    const forged = await t.inject({ method: 'GET', url: '/api/events/?ticket=someone.9999999999.bad' })
    expect(forged.statusCode).toBe(401)
    expect(forged.json().code).toBe('token_invalid')
    const { renter } = await hostListingAndRenter(t)
    const ticket = await ticketFor(t, renter.access)
    t.clock.advance(61_000)
    const expired = await t.inject({ method: 'GET', url: `/api/events/?ticket=${ticket}` })
    expect(expired.statusCode).toBe(401)
  })

  it('streams the unread counts first, then messages and notices as they happen', async () => {
    const t = await testApp()
    const { host, renter, listingId } = await hostListingAndRenter(t)
    // The host reads in French today, whatever their profile says: notices come in the screen's language.
    const stream = await listen(t.app, await ticketFor(t, host.access, 'fr'))
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream')
    expect(await stream.next('unread')).toEqual({ notifications: 0, messages: 0 })
    await say(t, renter.access, listingId, 'Still free in May?')
    expect(await stream.next('message')).toMatchObject({
      body: 'Still free in May?',
      sender_id: renter.user.id,
    })
    expect(await stream.next('notification')).toMatchObject({
      kind: 'message_received',
      title: 'Nouveau message',
      is_read: false,
    })
    expect(await stream.next('unread', (data: { messages: number }) => data.messages === 1)).toEqual({
      notifications: 1,
      messages: 1,
    })
  })

  it('tells both sides of a paid stay live, the lease prepared with it included', async () => {
    const t = await testApp()
    const { host, renter, listingId } = await hostListingAndRenter(t)
    const stay = (
      await requestStay(t, renter.access, { property: String(listingId), ...stayDates(t, 2, 3) })
    ).json()
    const approved = await t.inject({
      method: 'POST',
      url: `/api/bookings/${stay.booking_id}/approve/`,
      headers: bearer(host.access),
    })
    expect(approved.statusCode).toBe(200)
    const streams = [
      await listen(t.app, await ticketFor(t, renter.access)),
      await listen(t.app, await ticketFor(t, host.access)),
    ]
    await payThroughSandbox(t, renter.access, stay.booking_id)
    for (const stream of streams) {
      for (const kind of ['booking_paid', 'lease_ready'])
        expect(await stream.next('notification', (data: { kind: string }) => data.kind === kind)).toBeTruthy()
    }
  })

  it('ends open streams when the server closes, so it can stop at once', async () => {
    const t = await testApp()
    const server = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      startScheduler: false,
    })
    const { renter } = await hostListingAndRenter(t)
    const stream = await listen(server, await ticketFor(t, renter.access))
    await stream.next('unread')
    await server.close()
    expect(await stream.ended).toBe('ended by the server')
  })

  // Two API servers over one database: only Redis can carry an event from one to the other.
  it.skipIf(!process.env.REDIS_URL)(
    'delivers an event published by one API server to a reader connected to another',
    async () => {
      const a = await testApp()
      const b = await buildApp({
        config: a.config,
        database: a.database,
        clock: a.clock,
        redisPrefix: a.redisPrefix,
        startScheduler: false,
      })
      opened.push(() => b.close())
      const { host, renter, listingId } = await hostListingAndRenter(a)
      const onB = await listen(b, await ticketFor(a, host.access))
      await onB.next('unread')
      await say(a, renter.access, listingId, 'Sent through server A')
      expect(await onB.next('message')).toMatchObject({ body: 'Sent through server A' })
      // A only says the counts changed; B, which holds the reader's stream, reads them.
      expect(await onB.next('unread', (data: { messages: number }) => data.messages === 1)).toEqual({
        notifications: 1,
        messages: 1,
      })

      // The control: with its own Redis namespace, server C hears nothing from A.
      const c = await buildApp({
        config: a.config,
        database: a.database,
        clock: a.clock,
        redisPrefix: `test:${randomBytes(6).toString('hex')}:`,
        startScheduler: false,
      })
      opened.push(() => c.close())
      const onC = await listen(c, await ticketFor(a, host.access))
      await onC.next('unread')
      await say(a, renter.access, listingId, 'Only for A’s namespace')
      expect(await onB.next('message', (m: { body: string }) => m.body.startsWith('Only'))).toBeTruthy()
      await expect(onC.next('message')).rejects.toThrow('no message event')
      expect((b.server.address() as AddressInfo).port).not.toBe((c.server.address() as AddressInfo).port)
    },
  )
})
