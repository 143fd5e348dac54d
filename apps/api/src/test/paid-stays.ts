import { addDays, addMonths } from '@demeure/shared'
import { bearer } from './accounts.ts'
import { payThroughSandbox, requestStay } from './bookings.ts'
import { hostListingAndRenter } from './social.ts'
import type { TTestApp } from './test-app.ts'

/** Logs in again (tokens last 15 minutes; tests of monthly money move the clock by months). */
export async function tokenOf(t: TTestApp, account: { email: string; password: string }) {
  const login = await t.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: account.email, password: account.password },
  })
  return login.json().access as string
}

/**
 * A stay of `months` months (and `extraDays`) starting in a month, paid through the sandbox with
 * `card` (kept for later months).
 */
export async function paidStay(t: TTestApp, months: number, card?: string, extraDays = 0) {
  const { host, renter, listingId, today } = await hostListingAndRenter(t)
  const checkIn = addMonths(today, 1)
  const checkOut = addDays(addMonths(checkIn, months), extraDays)
  const booking = (
    await requestStay(t, renter.access, {
      property: String(listingId),
      check_in: checkIn,
      check_out: checkOut,
    })
  ).json()
  await t.inject({
    method: 'POST',
    url: `/api/bookings/${booking.booking_id}/approve/`,
    headers: bearer(host.access),
  })
  await payThroughSandbox(t, renter.access, booking.booking_id, { card })
  return { id: booking.booking_id as number, host, renter, listingId, checkIn, checkOut }
}

/** Moves the clock to noon of `day` (Montréal is at most 5 hours behind UTC) and runs the jobs. */
export async function liveUntil(t: TTestApp, day: string) {
  const target = new Date(`${day}T17:00:00Z`).getTime()
  if (target > t.clock.now().getTime()) t.clock.set(new Date(target))
  await t.app.bookingScheduler.tick()
}

/**
 * The renter's notice of non-renewal, given `daysBefore` the stay's end (within the window of one
 * to two months: docs/product-rules.md, "The end of a stay"), so the stay ends as booked instead
 * of renewing by law. Moves the clock there.
 */
export async function giveNoticeBefore(
  t: TTestApp,
  stay: Awaited<ReturnType<typeof paidStay>>,
  checkOut: string,
  daysBefore = 45,
) {
  await liveUntil(t, addDays(checkOut, -daysBefore))
  const noticed = await t.inject({
    method: 'POST',
    url: `/api/bookings/${stay.id}/lease/notice/`,
    headers: bearer(await tokenOf(t, stay.renter.account)),
  })
  if (noticed.statusCode >= 300) throw new Error(`notice refused: ${noticed.statusCode} ${noticed.body}`)
}
