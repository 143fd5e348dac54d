import { addDays } from '@demeure/shared'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { readOutbox } from '../../test/outbox.ts'
import { hostListingAndRenter, notificationsOf, setLanguage } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const ask = (access: string, payload: Record<string, unknown>, language = 'en') =>
  t.inject({
    method: 'POST',
    url: '/api/visits/',
    headers: { ...bearer(access), 'accept-language': language },
    payload,
  })

describe('visits', () => {
  it('lets a renter ask, tells the host in their language, and lets the host accept once', async () => {
    const { host, renter, listingId, today } = await hostListingAndRenter(t)
    await setLanguage(t, host.access, 'fr')
    const date = addDays(today, 3)
    const asked = await ask(renter.access, {
      property: listingId,
      date,
      time: '14:30',
      mode: 'video',
      message: 'Hi!',
    })
    expect(asked.statusCode).toBe(201)
    expect(asked.json()).toMatchObject({
      status: 'requested',
      mode: 'video',
      date,
      time: '14:30',
      property: { property_id: listingId },
      guest: { first_name: 'Amir' },
    })
    const visitId = asked.json().visit_id

    const visitors = await t.inject({
      method: 'GET',
      url: `/api/visits/?role=host&property=${listingId}`,
      headers: bearer(host.access),
    })
    expect(visitors.json().results.map((visit: { visit_id: number }) => visit.visit_id)).toEqual([visitId])
    // The filter narrows for real: another listing's visitors do not include this one.
    const onAnother = await t.inject({
      method: 'GET',
      url: `/api/visits/?role=host&property=${listingId + 1}`,
      headers: bearer(host.access),
    })
    expect(onAnother.json().count).toBe(0)
    const own = await t.inject({ method: 'GET', url: '/api/visits/', headers: bearer(renter.access) })
    expect(own.json().count).toBe(1)
    const hostAsGuest = await t.inject({ method: 'GET', url: '/api/visits/', headers: bearer(host.access) })
    expect(hostAsGuest.json().count).toBe(0)

    const [notice] = await notificationsOf(t, host.access, 'fr')
    expect(notice).toMatchObject({ kind: 'visit_requested', title: 'Nouvelle demande de visite' })
    expect(notice?.body).toContain('Amir Haddad')
    const mail = readOutbox(t.dataDir).find((item) => item.to.includes(host.account.email))
    expect(mail?.subject).toBe('Nouvelle demande de visite')

    const byRenter = await t.inject({
      method: 'POST',
      url: `/api/visits/${visitId}/accept/`,
      headers: bearer(renter.access),
    })
    expect(byRenter.statusCode).toBe(403)
    const accepted = await t.inject({
      method: 'POST',
      url: `/api/visits/${visitId}/accept/`,
      headers: bearer(host.access),
    })
    expect(accepted.json().status).toBe('accepted')
    const again = await t.inject({
      method: 'POST',
      url: `/api/visits/${visitId}/decline/`,
      headers: bearer(host.access),
    })
    expect(again.statusCode).toBe(409)
    expect((await notificationsOf(t, renter.access))[0]?.kind).toBe('visit_accepted')

    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/visits/${visitId}/cancel/`,
      headers: bearer(renter.access),
    })
    expect(cancelled.json().status).toBe('cancelled')
    expect((await notificationsOf(t, host.access))[0]?.kind).toBe('visit_cancelled')
  })

  it('refuses bad input with localized field messages and saves nothing', async () => {
    const { renter, listingId, today } = await hostListingAndRenter(t)
    const bad = await ask(
      renter.access,
      { property: listingId, date: 'tomorrow', time: '25:00', mode: 'car', message: '' },
      'fr',
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toMatchObject({
      date: 'Utilisez une date comme 2026-09-01.',
      time: 'Choisissez une heure comme 14:30.',
      mode: 'Choisissez en personne ou en vidéo.',
    })
    const past = await ask(renter.access, {
      property: listingId,
      date: addDays(today, -1),
      time: '10:00',
      mode: 'in_person',
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().fields.date).toBe('Choose a visit date from today on.')
    const missing = await ask(renter.access, {
      property: 999_999,
      date: today,
      time: '10:00',
      mode: 'in_person',
    })
    expect(missing.statusCode).toBe(404)
    const list = await t.inject({ method: 'GET', url: '/api/visits/', headers: bearer(renter.access) })
    expect(list.json().count).toBe(0)
  })

  it('keeps visits private to their renter and host, and needs a login', async () => {
    const { host, renter, listingId, today } = await hostListingAndRenter(t)
    const own = await ask(host.access, {
      property: listingId,
      date: today,
      time: '09:00',
      mode: 'in_person',
    })
    expect(own.statusCode).toBe(400)
    expect(own.json().fields.property).toBe('You cannot ask to visit your own listing.')
    const visit = (
      await ask(renter.access, { property: listingId, date: today, time: '09:00', mode: 'in_person' })
    ).json()
    const stranger = await signUpAndLogIn(t)
    const peek = await t.inject({
      method: 'POST',
      url: `/api/visits/${visit.visit_id}/cancel/`,
      headers: bearer(stranger.access),
    })
    expect(peek.statusCode).toBe(404)
    expect((await t.inject({ method: 'GET', url: '/api/visits/' })).statusCode).toBe(401)
  })
})
