import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { addMonths, todayInMontreal } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { payThroughSandbox, requestStay, stayDates } from '../../test/bookings.ts'
import { publishListings } from '../../test/catalogue.ts'
import { signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
let host: Awaited<ReturnType<typeof signUpHost>>
let listingId: number
beforeAll(async () => {
  t = await createTestApp()
  host = await signUpHost(t)
  const today = todayInMontreal(t.clock.now())
  ;[listingId] = (await publishListings(t, host.user.id, [
    {
      title: 'Room for bookings',
      pricePerMonthCents: 100_000,
      maxGuests: 2,
      periods: [
        { start: today, end: addMonths(today, 24) },
        { start: addMonths(today, 20), end: addMonths(today, 21), isAvailable: false },
      ],
    },
  ])) as [number]
})
afterAll(() => t.close())

const act = (access: string, id: number, action: string) =>
  t.inject({ method: 'POST', url: `/api/bookings/${id}/${action}/`, headers: bearer(access) })
const get = (access: string, id: number) =>
  t.inject({ method: 'GET', url: `/api/bookings/${id}/`, headers: bearer(access) })
const movesIn = (months: number) => stayDates(t, months, 3)

describe('booking requests', () => {
  it('records a request with the agreement and a locked price (12% fee on the first month)', async () => {
    const guest = await signUpAndLogIn(t)
    const response = await requestStay(t, guest.access, {
      property: String(listingId),
      ...movesIn(2),
      guests: '2',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      status: 'requested',
      months: 3,
      monthly_rent: '1000.00',
      service_fee: '120.00',
      due_now: '1120.00',
      total_price: '3120.00',
      property: { property_id: listingId },
    })
    expect(response.json().schedule).toHaveLength(3)
    const asHost = await get(host.access, response.json().booking_id)
    expect(asHost.statusCode).toBe(200)
    const stranger = await signUpAndLogIn(t)
    expect((await get(stranger.access, response.json().booking_id)).statusCode).toBe(404)
    const requests = await t.inject({
      method: 'GET',
      url: '/api/host/bookings/?status=requested',
      headers: bearer(host.access),
    })
    expect(requests.json().results.map((b: { booking_id: number }) => b.booking_id)).toContain(
      response.json().booking_id,
    )
    expect(
      (await t.inject({ method: 'GET', url: '/api/host/bookings/', headers: bearer(guest.access) }))
        .statusCode,
    ).toBe(403)
  })

  it('refuses what the rules forbid, with localized field errors', async () => {
    const guest = await signUpAndLogIn(t)
    const base = { property: String(listingId), ...movesIn(2) }
    const cases: [Record<string, string>, number, string, string][] = [
      [{ ...base, consent: 'false' }, 400, 'consent', 'Please fill all required fields and provide consent.'],
      [{ ...base, guests: '3' }, 400, 'guests', 'This place welcomes at most 2 guests.'],
      [{ ...base, ...stayDates(t, -1, 3) }, 400, 'check_in', 'Check-in date cannot be in the past'],
      [{ ...base, check_out: addMonths(base.check_in, 0).replace(/..$/, '28') }, 400, 'check_out', ''],
      [{ ...base, ...stayDates(t, 1, 12) }, 400, 'check_out', 'A stay lasts at most 11 months.'],
      [{ ...base, ...stayDates(t, 20, 2) }, 409, 'check_in', 'These dates are not available for this place.'],
      [{ ...base, property: '999999' }, 404, '', ''],
    ]
    for (const [fields, status, field, message] of cases) {
      const response = await requestStay(t, guest.access, fields)
      expect(response.statusCode, JSON.stringify(fields)).toBe(status)
      if (message) expect(response.json().fields[field]).toBe(message)
    }
    const noFiles = await requestStay(t, guest.access, base, [])
    expect(noFiles.json().fields).toMatchObject({
      id_cards: 'Please fill all required fields and provide consent.',
    })
    const own = await requestStay(t, host.access, base)
    expect(own.json().fields.property).toBe('You cannot book your own listing.')
    const mine = await t.inject({ method: 'GET', url: '/api/bookings/', headers: bearer(guest.access) })
    expect(mine.json().count).toBe(0)
  })

  it('checks the dates before keeping any of the agreement’s files', async () => {
    const guest = await signUpAndLogIn(t)
    const before = storedFiles()
    const refused = await requestStay(t, guest.access, {
      property: String(listingId),
      ...stayDates(t, 20, 2),
    })
    expect(refused.statusCode).toBe(409)
    expect(storedFiles()).toEqual(before)
  })
})

/** Every file the local storage holds now (uploads live under the data folder in tests). */
function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'uploads')
  return existsSync(root) ? readdirSync(root, { recursive: true, encoding: 'utf8' }).sort() : []
}

describe('the lifecycle', () => {
  it('host approves, guest pays in the sandbox, the stay is confirmed and its dates leave the search', async () => {
    const guest = await signUpAndLogIn(t)
    const dates = movesIn(4)
    const booking = (await requestStay(t, guest.access, { property: String(listingId), ...dates })).json()
    expect((await act(guest.access, booking.booking_id, 'approve')).statusCode).toBe(403)
    expect((await act(guest.access, booking.booking_id, 'pay')).statusCode).toBe(409)
    const approved = await act(host.access, booking.booking_id, 'approve')
    expect(approved.json().status).toBe('approved')
    expect((await act(host.access, booking.booking_id, 'approve')).statusCode).toBe(409)

    const paid = await payThroughSandbox(t, guest.access, booking.booking_id)
    expect(paid.headers.location).toBe('/user-panel/reservations?payment=success')
    expect((await get(guest.access, booking.booking_id)).json().status).toBe('confirmed')
    const search = await t.inject({
      method: 'GET',
      url: `/api/properties/?location=room for bookings&move_in=${dates.check_in}`,
    })
    expect(search.json().count).toBe(0)

    const guestMoney = (
      await t.inject({ method: 'GET', url: '/api/transactions/', headers: bearer(guest.access) })
    ).json()
    expect(guestMoney.results).toMatchObject([{ kind: 'payment', amount: '1120.00', status: 'completed' }])
    const hostMoney = (
      await t.inject({ method: 'GET', url: '/api/transactions/', headers: bearer(host.access) })
    ).json()
    expect(hostMoney.results).toContainEqual(
      expect.objectContaining({ kind: 'payout', amount: '1000.00', status: 'held' }),
    )
  })

  it('webhooks: a forged one is refused and a replayed one changes nothing', async () => {
    const forged = await t.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox/',
      headers: { 'content-type': 'application/json', 'x-demeure-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_x', outcome: 'paid', ref: 'sbx_nothing' }),
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().code).toBe('invalid_signature')

    const guest = await signUpAndLogIn(t)
    const booking = (
      await requestStay(t, guest.access, { property: String(listingId), ...movesIn(8) })
    ).json()
    await act(host.access, booking.booking_id, 'approve')
    const pay = (await act(guest.access, booking.booking_id, 'pay')).json()
    const ref = pay.checkout_url.split('/').at(-2) as string
    const { createSandboxProvider } = await import('../payments/index.ts')
    const event = createSandboxProvider(`sandbox-webhook:${t.config.jwtSecret}`, t.database.db).signedEvent(
      ref,
      'paid',
    )
    const deliver = () =>
      t.inject({
        method: 'POST',
        url: '/api/payments/webhook/sandbox/',
        headers: { 'content-type': 'application/json', 'x-demeure-signature': event.signature },
        payload: event.body,
      })
    expect((await deliver()).statusCode).toBe(200)
    expect((await deliver()).statusCode).toBe(200)
    const money = (
      await t.inject({ method: 'GET', url: '/api/transactions/', headers: bearer(guest.access) })
    ).json()
    expect(money.results.filter((e: { kind: string }) => e.kind === 'payment')).toHaveLength(1)
  })

  it('cancellation follows the policy: full refund 30+ days ahead, first month kept after', async () => {
    const early = await signUpAndLogIn(t)
    const far = (await requestStay(t, early.access, { property: String(listingId), ...movesIn(12) })).json()
    await act(host.access, far.booking_id, 'approve')
    await payThroughSandbox(t, early.access, far.booking_id)
    const refunded = await act(early.access, far.booking_id, 'cancel')
    expect(refunded.json()).toMatchObject({
      refund: '1000.00',
      kept: '0.00',
      rule: 'full',
      booking: { status: 'cancelled' },
    })

    const late = await signUpAndLogIn(t)
    // Moving in today: well inside the last 30 days before check-in.
    const soon = (
      await requestStay(t, late.access, { property: String(listingId), ...stayDates(t, 0, 2) })
    ).json()
    await act(host.access, soon.booking_id, 'approve')
    await payThroughSandbox(t, late.access, soon.booking_id)
    const kept = await act(host.access, soon.booking_id, 'cancel')
    expect(kept.json()).toMatchObject({
      refund: '0.00',
      kept: '1000.00',
      rule: 'first_month_kept',
      booking: { cancelled_by: 'host' },
    })
    expect((await act(late.access, soon.booking_id, 'cancel')).statusCode).toBe(409)
  })
})

describe('deleting a listing with stays', () => {
  it('lists the caller as guest, as host, or both (`role`)', async () => {
    const today = todayInMontreal(t.clock.now())
    const otherHost = await signUpHost(t)
    const [elsewhere] = (await publishListings(t, otherHost.user.id, [
      { periods: [{ start: today, end: addMonths(today, 24) }] },
    ])) as [number]
    // The host travels too: one stay of their own, one request on their listing.
    const ownStay = (await requestStay(t, host.access, { property: String(elsewhere), ...movesIn(3) })).json()
    const guest = await signUpAndLogIn(t)
    const onListing = (
      await requestStay(t, guest.access, { property: String(listingId), ...stayDates(t, 16, 2) })
    ).json()
    const ids = async (query: string) => {
      const page = await t.inject({
        method: 'GET',
        url: `/api/bookings/?page_size=100${query}`,
        headers: bearer(host.access),
      })
      expect(page.statusCode).toBe(200)
      return (page.json().results as { booking_id: number }[]).map((booking) => booking.booking_id)
    }
    const both = await ids('')
    expect(both).toEqual(expect.arrayContaining([ownStay.booking_id, onListing.booking_id]))
    expect(await ids('&role=guest')).toEqual([ownStay.booking_id])
    const asHost = await ids('&role=host')
    expect(asHost).toContain(onListing.booking_id)
    expect(asHost).not.toContain(ownStay.booking_id)
    expect(asHost.length + 1).toBe(both.length)
    const wrong = await t.inject({
      method: 'GET',
      url: '/api/bookings/?role=owner',
      headers: bearer(host.access),
    })
    expect(wrong.statusCode).toBe(400)
  })

  it('archives it instead: it leaves search and the host list, the stays keep their history', async () => {
    const today = todayInMontreal(t.clock.now())
    const [id] = (await publishListings(t, host.user.id, [
      { title: 'Soon archived', periods: [{ start: today, end: addMonths(today, 24) }] },
    ])) as [number]
    const guest = await signUpAndLogIn(t)
    const booking = (await requestStay(t, guest.access, { property: String(id), ...movesIn(2) })).json()
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/host-properties/${id}/`,
      headers: bearer(host.access),
    })
    expect(removed.statusCode).toBe(204)
    expect((await t.inject({ method: 'GET', url: `/api/properties/${id}/` })).statusCode).toBe(404)
    expect(
      (await t.inject({ method: 'GET', url: `/api/host-properties/${id}/`, headers: bearer(host.access) }))
        .statusCode,
    ).toBe(404)
    // Both sides still see the home the stay is in: its title, photo and address.
    for (const side of [guest, host]) {
      expect((await get(side.access, booking.booking_id)).json()).toMatchObject({
        status: 'requested',
        check_in: booking.check_in,
        property: { property_id: id, title: 'Soon archived', address_street: expect.any(String) },
      })
    }
    const hostList = await t.inject({
      method: 'GET',
      url: '/api/bookings/?role=host',
      headers: bearer(host.access),
    })
    const listed = hostList
      .json()
      .results.find((stay: { booking_id: number }) => stay.booking_id === booking.booking_id)
    expect(listed?.property?.title).toBe('Soon archived')
  })
})
