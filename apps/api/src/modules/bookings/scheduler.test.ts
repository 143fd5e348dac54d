import { addDays, addMonths, todayInMontreal } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { requestStay } from '../../test/bookings.ts'
import { publishListings } from '../../test/catalogue.ts'
import { signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
let host: Awaited<ReturnType<typeof signUpHost>>
let guest: Awaited<ReturnType<typeof signUpAndLogIn>>
let listingId: number
beforeAll(async () => {
  t = await createTestApp()
  host = await signUpHost(t)
  guest = await signUpAndLogIn(t)
  const today = todayInMontreal(t.clock.now())
  ;[listingId] = (await publishListings(t, host.user.id, [
    { periods: [{ start: today, end: addMonths(today, 30) }] },
  ])) as [number]
})
afterAll(() => t.close())

const HOUR = 3_600_000
/** Tokens last 15 minutes, so after a jump in time each side signs in again. */
async function freshToken(email: string, password: string) {
  const login = await t.inject({ method: 'POST', url: '/api/login/', payload: { email, password } })
  return login.json().access as string
}
const statusOf = async (access: string, id: number) =>
  (await t.inject({ method: 'GET', url: `/api/bookings/${id}/`, headers: bearer(access) })).json().status

describe('the scheduler', () => {
  it('expires an unanswered request after 72 hours and an unpaid approval after 48', async () => {
    const today = todayInMontreal(t.clock.now())
    const first = (
      await requestStay(t, guest.access, {
        property: String(listingId),
        check_in: addMonths(today, 2),
        check_out: addMonths(today, 4),
      })
    ).json()
    const second = (
      await requestStay(t, guest.access, {
        property: String(listingId),
        check_in: addMonths(today, 5),
        check_out: addMonths(today, 7),
      })
    ).json()
    await t.inject({
      method: 'POST',
      url: `/api/bookings/${second.booking_id}/approve/`,
      headers: bearer(host.access),
    })

    t.clock.advance(47 * HOUR)
    await t.app.bookingScheduler.tick()
    let access = await freshToken(guest.account.email, guest.account.password)
    expect(await statusOf(access, first.booking_id)).toBe('requested')
    expect(await statusOf(access, second.booking_id)).toBe('approved')

    t.clock.advance(2 * HOUR)
    await t.app.bookingScheduler.tick()
    access = await freshToken(guest.account.email, guest.account.password)
    expect(await statusOf(access, second.booking_id)).toBe('expired')
    expect(await statusOf(access, first.booking_id)).toBe('requested')

    t.clock.advance(24 * HOUR)
    await t.app.bookingScheduler.tick()
    access = await freshToken(guest.account.email, guest.account.password)
    expect(await statusOf(access, first.booking_id)).toBe('expired')
  })

  it('activates a confirmed stay at check-in, completes it after check-out, releases the payout 48 h in', async () => {
    let guestAccess = await freshToken(guest.account.email, guest.account.password)
    let hostAccess = await freshToken(host.account.email, host.account.password)
    const today = todayInMontreal(t.clock.now())
    const checkIn = addMonths(today, 9)
    const checkOut = addMonths(checkIn, 1)
    const booking = (
      await requestStay(t, guestAccess, {
        property: String(listingId),
        check_in: checkIn,
        check_out: checkOut,
      })
    ).json()
    await t.inject({
      method: 'POST',
      url: `/api/bookings/${booking.booking_id}/approve/`,
      headers: bearer(hostAccess),
    })
    const pay = (
      await t.inject({
        method: 'POST',
        url: `/api/bookings/${booking.booking_id}/pay/`,
        headers: bearer(guestAccess),
      })
    ).json()
    await t.inject({
      method: 'POST',
      url: pay.checkout_url.replace(/\/$/, '/paid/'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })

    // A whole home's lease renews by law unless the renter gives notice within its window (one to
    // two months before the end: docs/product-rules.md, "The end of a stay"); this one ends as booked.
    t.clock.set(new Date(`${addDays(checkIn, -15)}T12:00:00-05:00`))
    guestAccess = await freshToken(guest.account.email, guest.account.password)
    const noticed = await t.inject({
      method: 'POST',
      url: `/api/bookings/${booking.booking_id}/lease/notice/`,
      headers: bearer(guestAccess),
    })
    expect(noticed.statusCode, noticed.body).toBeLessThan(300)

    t.clock.set(new Date(`${checkIn}T12:00:00-05:00`))
    await t.app.bookingScheduler.tick()
    guestAccess = await freshToken(guest.account.email, guest.account.password)
    expect(await statusOf(guestAccess, booking.booking_id)).toBe('active')
    hostAccess = await freshToken(host.account.email, host.account.password)
    const held = (
      await t.inject({ method: 'GET', url: '/api/transactions/', headers: bearer(hostAccess) })
    ).json()
    expect(held.results.find((e: { kind: string }) => e.kind === 'payout').status).toBe('held')

    t.clock.advance(49 * HOUR)
    await t.app.bookingScheduler.tick()
    hostAccess = await freshToken(host.account.email, host.account.password)
    const released = (
      await t.inject({ method: 'GET', url: '/api/transactions/', headers: bearer(hostAccess) })
    ).json()
    expect(released.results.find((e: { kind: string }) => e.kind === 'payout').status).toBe('released')

    t.clock.set(new Date(`${checkOut}T12:00:00-05:00`))
    await t.app.bookingScheduler.tick()
    guestAccess = await freshToken(guest.account.email, guest.account.password)
    expect(await statusOf(guestAccess, booking.booking_id)).toBe('completed')
  })
})
