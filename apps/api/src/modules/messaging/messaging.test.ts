import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { readOutbox } from '../../test/outbox.ts'
import { hostListingAndRenter, notificationsOf, setLanguage } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { DIGEST_DELAY_MS } from './service.ts'

let t: TTestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const post = (access: string, url: string, payload?: Record<string, unknown>, language = 'en') =>
  t.inject({ method: 'POST', url, headers: { ...bearer(access), 'accept-language': language }, payload })
const get = (access: string, url: string) => t.inject({ method: 'GET', url, headers: bearer(access) })

describe('conversations', () => {
  it('keeps one conversation per renter and listing, with unread counts on each side', async () => {
    const { host, renter, listingId } = await hostListingAndRenter(t)
    const started = await post(renter.access, '/api/conversations/', {
      property: listingId,
      message: 'Hello!',
    })
    expect(started.statusCode).toBe(201)
    expect(started.json()).toMatchObject({
      role: 'guest',
      other: { id: host.user.id },
      last_message: { body: 'Hello!', sender_id: renter.user.id },
      unread_count: 0,
    })
    const id = started.json().id
    const again = await post(renter.access, '/api/conversations/', { property: listingId })
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(id)
    await post(renter.access, `/api/conversations/${id}/messages/`, { body: 'Is it still free in May?' })

    const inbox = await get(host.access, '/api/conversations/')
    expect(inbox.json().results).toHaveLength(1)
    expect(inbox.json().results[0]).toMatchObject({
      id,
      role: 'host',
      other: { first_name: 'Amir' },
      unread_count: 2,
      last_message: { body: 'Is it still free in May?' },
    })
    const counts = await get(host.access, '/api/notifications/unread-counts/')
    expect(counts.json()).toEqual({ notifications: 1, messages: 2 })
    // Two messages, one notice: it stands for the conversation until it is read.
    const notices = await notificationsOf(t, host.access)
    expect(notices.map((notice) => notice.kind)).toEqual(['message_received'])
    expect(notices[0]?.link).toBe(`/cohost-panel/messages?conversation=${id}`)

    const read = await post(host.access, `/api/conversations/${id}/read/`)
    expect(read.json()).toEqual({ notifications: 0, messages: 0 })
    const reply = await post(host.access, `/api/conversations/${id}/messages/`, { body: 'Yes, it is.' })
    expect(reply.statusCode).toBe(201)
    // Opening it again from the listing page shows the host's unread answer.
    const reopened = await post(renter.access, '/api/conversations/', { property: listingId })
    expect(reopened.json()).toMatchObject({ id, unread_count: 1 })
    expect((await get(renter.access, '/api/notifications/unread-counts/')).json()).toEqual({
      notifications: 1,
      messages: 1,
    })
    // Answering is reading: the renter's reply leaves none of the host's messages unread for them.
    await post(renter.access, `/api/conversations/${id}/messages/`, { body: 'Can I visit on Monday?' })
    const renterCounts = await get(renter.access, '/api/notifications/unread-counts/')
    expect(renterCounts.json()).toMatchObject({ messages: 0 })
    expect((await get(host.access, '/api/notifications/unread-counts/')).json()).toMatchObject({
      messages: 1,
    })
  })

  it('pages messages backwards, oldest first within a page', async () => {
    const { renter, listingId } = await hostListingAndRenter(t)
    const id = (await post(renter.access, '/api/conversations/', { property: listingId })).json().id
    for (const n of [1, 2, 3, 4, 5])
      await post(renter.access, `/api/conversations/${id}/messages/`, { body: `m${n}` })
    const last = await get(renter.access, `/api/conversations/${id}/messages/?limit=2`)
    expect(last.json().results.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5'])
    expect(last.json().has_more).toBe(true)
    const before = last.json().results[0].id
    const earlier = await get(renter.access, `/api/conversations/${id}/messages/?limit=3&before=${before}`)
    expect(earlier.json()).toMatchObject({ has_more: false })
    expect(earlier.json().results.map((m: { body: string }) => m.body)).toEqual(['m1', 'm2', 'm3'])
  })

  it('refuses strangers, empty or oversized messages and one’s own listing, in the reader’s language', async () => {
    const { host, renter, listingId } = await hostListingAndRenter(t)
    const id = (await post(renter.access, '/api/conversations/', { property: listingId })).json().id
    const stranger = await signUpAndLogIn(t)
    expect((await get(stranger.access, `/api/conversations/${id}/messages/`)).statusCode).toBe(404)
    expect(
      (await post(stranger.access, `/api/conversations/${id}/messages/`, { body: 'hi' })).statusCode,
    ).toBe(404)
    const empty = await post(renter.access, `/api/conversations/${id}/messages/`, { body: '   ' }, 'fr')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().fields.body).toBe('Ce champ est obligatoire.')
    const long = await post(renter.access, `/api/conversations/${id}/messages/`, { body: 'x'.repeat(2001) })
    expect(long.json().fields.body).toBe('Must be at most 2000 characters.')
    const own = await post(host.access, '/api/conversations/', { property: listingId })
    expect(own.statusCode).toBe(400)
    expect((await get(renter.access, `/api/conversations/${id}/messages/`)).json().results).toEqual([])
  })

  it('e-mails unread messages as one digest in the reader’s language, once', async () => {
    const { host, renter, listingId } = await hostListingAndRenter(t)
    await setLanguage(t, host.access, 'fr')
    const id = (
      await post(renter.access, '/api/conversations/', { property: listingId, message: 'Bonjour' })
    ).json().id
    await post(renter.access, `/api/conversations/${id}/messages/`, { body: 'Le logement est-il libre ?' })
    const toHost = () => readOutbox(t.dataDir).filter((mail) => mail.to.includes(host.account.email))
    await t.app.bookingScheduler.tick()
    expect(toHost()).toHaveLength(0)

    t.clock.advance(DIGEST_DELAY_MS + 1000)
    await t.app.bookingScheduler.tick()
    expect(toHost()).toHaveLength(1)
    expect(toHost()[0]?.subject).toBe('Vous avez des messages non lus sur Demeure')
    expect(toHost()[0]?.body).toContain('Le logement est-il libre ?')
    expect(toHost()[0]?.body).toContain('Bonjour')
    await t.app.bookingScheduler.tick()
    expect(toHost()).toHaveLength(1)
  })
})
