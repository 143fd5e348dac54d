import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpAndLogIn } from '../../test/accounts.ts'
import { requestStay, stayDates } from '../../test/bookings.ts'
import { hostListingAndRenter, notificationsOf, setLanguage } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const report = (access: string, payload: Record<string, unknown>, language = 'en') =>
  t.inject({
    method: 'POST',
    url: '/api/reports/',
    headers: { ...bearer(access), 'accept-language': language },
    payload,
  })

const act = (access: string, id: number, payload: Record<string, unknown>, language = 'en') =>
  t.inject({
    method: 'POST',
    url: `/api/admin/reports/${id}/actions/`,
    headers: { ...bearer(access), 'accept-language': language },
    payload,
  })

const queue = async (access: string, status = 'open') => {
  const response = await t.inject({
    method: 'GET',
    url: `/api/admin/reports/?status=${status}`,
    headers: bearer(access),
  })
  expect(response.statusCode).toBe(200)
  return response.json()
}

const searchIds = async () =>
  (await t.inject({ method: 'GET', url: '/api/properties/?page_size=100' }))
    .json()
    .results.map((card: { property_id: number }) => card.property_id)

/** A conversation between the renter and the host with one message from the host; its id. */
async function hostMessage(hostAccess: string, renterAccess: string, listingId: number) {
  const started = await t.inject({
    method: 'POST',
    url: '/api/conversations/',
    headers: bearer(renterAccess),
    payload: { property: listingId, message: 'Hello, is it free in May?' },
  })
  const conversation = started.json()
  const sent = await t.inject({
    method: 'POST',
    url: `/api/conversations/${conversation.id}/messages/`,
    headers: bearer(hostAccess),
    payload: { body: 'Pay me by gift card and it is yours.' },
  })
  expect(sent.statusCode).toBe(201)
  return { conversationId: conversation.id as number, messageId: sent.json().id as number }
}

describe('POST /api/reports/', () => {
  it('records a report of a listing once: a repeat answers the open report', async () => {
    const { renter, listingId } = await hostListingAndRenter(t)
    const payload = {
      target_kind: 'listing',
      target_id: String(listingId),
      reason: 'scam',
      details: 'Asks for cash.',
    }
    const first = await report(renter.access, payload)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ target_kind: 'listing', reason: 'scam', status: 'open' })
    const again = await report(renter.access, payload)
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
  })

  it('refuses bad input with localized field errors and stores nothing', async () => {
    const { renter, host, listingId } = await hostListingAndRenter(t)
    const admin = await signUpAdmin(t)
    const before = (await queue(admin.access)).count
    const badReason = await report(renter.access, {
      target_kind: 'listing',
      target_id: String(listingId),
      reason: 'ugly',
    })
    expect(badReason.statusCode).toBe(400)
    expect(Object.keys(badReason.json().fields)).toContain('reason')
    const tooLong = await report(renter.access, {
      target_kind: 'listing',
      target_id: String(listingId),
      reason: 'spam',
      details: 'x'.repeat(1001),
    })
    expect(tooLong.statusCode).toBe(400)
    expect(Object.keys(tooLong.json().fields)).toContain('details')
    const otherBare = await report(
      renter.access,
      { target_kind: 'listing', target_id: String(listingId), reason: 'other' },
      'fr',
    )
    expect(otherBare.statusCode).toBe(400)
    expect(otherBare.json().fields.details).toBe(
      'Dites-nous ce qui s’est passé quand le motif est « Autre ».',
    )
    const nowhere = await report(renter.access, {
      target_kind: 'listing',
      target_id: '999999',
      reason: 'spam',
    })
    expect(nowhere.statusCode).toBe(400)
    expect(nowhere.json().fields.target_id).toBe('We could not find what you are reporting.')
    const ownListing = await report(host.access, {
      target_kind: 'listing',
      target_id: String(listingId),
      reason: 'spam',
    })
    expect(ownListing.statusCode).toBe(400)
    expect(ownListing.json().fields.target_id).toBe('You cannot report yourself or your own listing.')
    const oneself = await report(renter.access, {
      target_kind: 'user',
      target_id: renter.user.id,
      reason: 'spam',
    })
    expect(oneself.statusCode).toBe(400)
    expect((await queue(admin.access)).count).toBe(before)
  })

  it('lets only a participant report a message of their conversation, never their own', async () => {
    const { renter, host, listingId } = await hostListingAndRenter(t)
    const { messageId } = await hostMessage(host.access, renter.access, listingId)
    const outsider = await signUpAndLogIn(t)
    const refused = await report(outsider.access, {
      target_kind: 'message',
      target_id: String(messageId),
      reason: 'scam',
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().fields.target_id).toBe('Only the people in a conversation can report its messages.')
    const own = await report(host.access, {
      target_kind: 'message',
      target_id: String(messageId),
      reason: 'scam',
    })
    expect(own.statusCode).toBe(400)
    const accepted = await report(renter.access, {
      target_kind: 'message',
      target_id: String(messageId),
      reason: 'scam',
    })
    expect(accepted.statusCode).toBe(201)
  })

  it('needs a signed-in user and limits reports per minute', async () => {
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/reports/',
      payload: { target_kind: 'listing', target_id: '1', reason: 'spam' },
    })
    expect(anonymous.statusCode).toBe(401)
    const reporter = await signUpAndLogIn(t)
    const statuses: number[] = []
    for (let index = 0; index < 11; index++) {
      const target = await signUpAndLogIn(t)
      statuses.push(
        (await report(reporter.access, { target_kind: 'user', target_id: target.user.id, reason: 'spam' }))
          .statusCode,
      )
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('the staff queue', () => {
  it('is for staff only', async () => {
    const renter = await signUpAndLogIn(t)
    const list = await t.inject({ method: 'GET', url: '/api/admin/reports/', headers: bearer(renter.access) })
    expect(list.statusCode).toBe(403)
    const action = await act(renter.access, 1, { action: 'dismiss' })
    expect(action.statusCode).toBe(403)
  })

  it('shows the message, its conversation and both people’s history', async () => {
    const { renter, host, listingId } = await hostListingAndRenter(t)
    const admin = await signUpAdmin(t)
    const { messageId, conversationId } = await hostMessage(host.access, renter.access, listingId)
    const made = await report(renter.access, {
      target_kind: 'message',
      target_id: String(messageId),
      reason: 'scam',
      details: 'Gift cards.',
    })
    await report(renter.access, {
      target_kind: 'listing',
      target_id: String(listingId),
      reason: 'misleading',
    })
    const entry = (await queue(admin.access)).results.find((row: { id: number }) => row.id === made.json().id)
    expect(entry.message).toMatchObject({ id: messageId, conversation_id: conversationId })
    expect(entry.message.conversation.map((line: { body: string }) => line.body)).toEqual([
      'Hello, is it free in May?',
      'Pay me by gift card and it is yours.',
    ])
    expect(entry.reporter).toMatchObject({ id: renter.user.id, reports_made: 2, account_age_days: 0 })
    expect(entry.reported_user).toMatchObject({ id: host.user.id, reports_against: 2, actions_against: 0 })
  })

  it('refuses an unknown action with a field error and a second action on a closed report', async () => {
    const { renter, host } = await hostListingAndRenter(t)
    const admin = await signUpAdmin(t)
    const made = (
      await report(renter.access, { target_kind: 'user', target_id: host.user.id, reason: 'harassment' })
    ).json()
    const unknown = await act(admin.access, made.id, { action: 'ban_forever' })
    expect(unknown.statusCode).toBe(400)
    expect(Object.keys(unknown.json().fields)).toContain('action')
    const hideUser = await act(admin.access, made.id, { action: 'hide_listing' })
    expect(hideUser.statusCode).toBe(400)
    expect(hideUser.json().fields.action).toBe('Only a reported listing can be hidden.')
    expect((await act(admin.access, made.id, { action: 'dismiss' })).statusCode).toBe(204)
    expect((await act(admin.access, made.id, { action: 'dismiss' })).statusCode).toBe(409)
    expect((await act(admin.access, 999999, { action: 'dismiss' })).statusCode).toBe(404)
    const [told] = await notificationsOf(t, renter.access)
    expect(told).toMatchObject({ kind: 'report_outcome', title: 'Your report was reviewed' })
    expect(told?.body).toContain('found nothing against our rules')
    const closed = (await queue(admin.access, 'dismissed')).results.find(
      (row: { id: number }) => row.id === made.id,
    )
    expect(closed.actions).toEqual([
      expect.objectContaining({ action: 'dismiss', staff: admin.user.username }),
    ])
  })
})

describe('staff actions', () => {
  it('hides a listing from search and its page at once, and tells the reporter in French', async () => {
    const { renter, host, listingId } = await hostListingAndRenter(t)
    const admin = await signUpAdmin(t)
    await setLanguage(t, renter.access, 'fr')
    const made = (
      await report(renter.access, { target_kind: 'listing', target_id: String(listingId), reason: 'scam' })
    ).json()
    expect(await searchIds()).toContain(listingId)
    expect(
      (await act(admin.access, made.id, { action: 'hide_listing', note: 'Fake photos.' })).statusCode,
    ).toBe(204)
    expect(await searchIds()).not.toContain(listingId)
    expect((await t.inject({ method: 'GET', url: `/api/properties/${listingId}/` })).statusCode).toBe(404)
    const [told] = await notificationsOf(t, renter.access, 'fr')
    expect(told).toMatchObject({ kind: 'report_outcome', title: 'Votre signalement a été examiné' })
    expect(told?.body).toContain('a pris des mesures')
    const [hidden] = await notificationsOf(t, host.access)
    expect(hidden).toMatchObject({ kind: 'listing_hidden' })
    expect(hidden?.body).toContain('Fake photos.')
  })

  it('warns a user with a notice in their language', async () => {
    const { renter, host } = await hostListingAndRenter(t)
    const admin = await signUpAdmin(t)
    await setLanguage(t, host.access, 'fr')
    const made = (
      await report(renter.access, { target_kind: 'user', target_id: host.user.id, reason: 'harassment' })
    ).json()
    expect((await act(admin.access, made.id, { action: 'warn_user', note: 'Restez poli.' })).statusCode).toBe(
      204,
    )
    const [warning] = await notificationsOf(t, host.access, 'fr')
    expect(warning).toMatchObject({ kind: 'account_warning', title: 'Un avertissement de l’équipe Demeure' })
    expect(warning?.body).toContain('Restez poli.')
    expect((await notificationsOf(t, renter.access))[0]?.kind).toBe('report_outcome')
  })

  it('suspends a host: listings leave search, requests are declined with a reason, sign-in and tokens refused', async () => {
    const { renter, host, listingId } = await hostListingAndRenter(t)
    const admin = await signUpAdmin(t)
    const otherRenter = await signUpAndLogIn(t)
    await setLanguage(t, otherRenter.access, 'fr')
    const stay = await requestStay(t, otherRenter.access, {
      property: String(listingId),
      ...stayDates(t, 2, 3),
    })
    expect(stay.statusCode).toBe(201)
    const made = (
      await report(renter.access, { target_kind: 'user', target_id: host.user.id, reason: 'scam' })
    ).json()
    expect(
      (await act(admin.access, made.id, { action: 'suspend_user', note: 'Scam ring.' })).statusCode,
    ).toBe(204)

    expect(await searchIds()).not.toContain(listingId)
    const booking = await t.inject({
      method: 'GET',
      url: `/api/bookings/${stay.json().booking_id}/`,
      headers: bearer(otherRenter.access),
    })
    expect(booking.json().status).toBe('declined')
    const [declined] = await notificationsOf(t, otherRenter.access, 'fr')
    expect(declined?.kind).toBe('booking_declined')
    expect(declined?.body).toContain('le compte de l’hôte a été suspendu')

    const login = await t.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'accept-language': 'fr' },
      payload: { email: host.account.email, password: host.account.password },
    })
    expect(login.statusCode).toBe(403)
    expect(login.json()).toMatchObject({ code: 'account_suspended', message: 'Ce compte est suspendu.' })
    const profile = await t.inject({ method: 'GET', url: '/api/profile/', headers: bearer(host.access) })
    expect(profile.statusCode).toBe(401)
    const refresh = await t.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      cookies: { demeure_refresh: host.refresh },
    })
    expect(refresh.statusCode).toBe(401)
    const entry = (await queue(admin.access, 'actioned')).results.find(
      (row: { id: number }) => row.id === made.id,
    )
    expect(entry.reported_user).toMatchObject({ is_suspended: true, actions_against: 1 })
  })

  it('suspends a renter: their open request is closed and the host is told why', async () => {
    const { renter, host, listingId } = await hostListingAndRenter(t)
    const admin = await signUpAdmin(t)
    const stay = await requestStay(t, renter.access, { property: String(listingId), ...stayDates(t, 2, 3) })
    const made = (
      await report(host.access, { target_kind: 'user', target_id: renter.user.id, reason: 'scam' })
    ).json()
    expect((await act(admin.access, made.id, { action: 'suspend_user' })).statusCode).toBe(204)
    const booking = await t.inject({
      method: 'GET',
      url: `/api/bookings/${stay.json().booking_id}/`,
      headers: bearer(host.access),
    })
    expect(booking.json().status).toBe('declined')
    const closed = (await notificationsOf(t, host.access)).find((notice) => notice.kind === 'booking_closed')
    expect(closed?.body).toContain('the renter’s account was suspended')
    expect(await searchIds()).toContain(listingId)
  })

  it('changes nothing when the action fails: the report stays open, unlogged, and no one is told', async () => {
    const { renter, host, listingId } = await hostListingAndRenter(t)
    const admin = await signUpAdmin(t)
    const made = (
      await report(renter.access, { target_kind: 'listing', target_id: String(listingId), reason: 'spam' })
    ).json()
    // The host removes the listing before staff act on the report.
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/host-properties/${listingId}/`,
      headers: bearer(host.access),
    })
    expect(removed.statusCode).toBeLessThan(300)
    expect((await act(admin.access, made.id, { action: 'hide_listing' })).statusCode).toBe(404)
    const entry = (await queue(admin.access)).results.find((row: { id: number }) => row.id === made.id)
    expect(entry).toMatchObject({ status: 'open', actions: [] })
    expect(await notificationsOf(t, renter.access)).toEqual([])
  })
})
