import { addMonths, daysBetween, todayInMontreal } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { payThroughSandbox, requestStay, stayDates } from '../../test/bookings.ts'
import { publishListings } from '../../test/catalogue.ts'
import { signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

const HOUR = 3_600_000

let t: TTestApp
beforeAll(async () => {
  // Mid-month, so "this month" and the 30-day window do not depend on the day the suite runs.
  t = await createTestApp()
  t.clock.set(new Date('2031-03-10T15:00:00Z'))
})
afterAll(() => t.close())

const dashboardOf = async (access: string) =>
  (await t.inject({ method: 'GET', url: '/api/host/dashboard/', headers: bearer(access) })).json()
const act = (access: string, id: number, action: string) =>
  t.inject({ method: 'POST', url: `/api/bookings/${id}/${action}/`, headers: bearer(access) })

/** A stay requested by a new guest. */
async function stay(listing: number, dates: { check_in: string; check_out: string }) {
  const guest = await signUpAndLogIn(t, { first_name: 'Amara', last_name: 'Diallo' })
  const created = await requestStay(t, guest.access, { property: String(listing), ...dates })
  if (created.statusCode !== 201) throw new Error(created.body)
  return { guest, id: created.json().booking_id as number }
}

describe('GET /api/host/dashboard/: stays and money', () => {
  it('counts requests, occupancy of the next 30 and 90 days, check-ins and payouts', async () => {
    const host = await signUpHost(t)
    const today = todayInMontreal(t.clock.now())
    // Two published listings open for two years; the second has 10 reserved nights in the next 30.
    const [first, second] = (await publishListings(t, host.user.id, [
      {
        title: 'Occupied flat',
        titleFr: 'Appartement occupé',
        pricePerMonthCents: 150_000,
        periods: [{ start: today, end: addMonths(today, 24) }],
      },
      {
        title: 'Quiet flat',
        periods: [
          { start: today, end: addMonths(today, 24) },
          { start: '2031-03-20', end: '2031-03-29', isAvailable: false },
        ],
      },
    ])) as [number, number]

    const empty = await dashboardOf(host.access)
    expect(empty).toMatchObject({
      pending_requests: 0,
      occupancy: {
        next_30_days: { booked_nights: 0, available_nights: 50, percent: 0 },
        next_90_days: { booked_nights: 0, available_nights: 170, percent: 0 },
      },
      upcoming_check_ins: [],
      earnings: { paid: '0.00', pending: '0.00', this_month: '0.00' },
    })

    // A stay from today for one month, paid: it occupies the first listing's next 31 nights.
    const now = await stay(first, stayDates(t, 0, 1))
    await act(host.access, now.id, 'approve')
    await payThroughSandbox(t, now.guest.access, now.id)
    // A stay in two months, paid: a check-in to come, and a payout held until 48 h after it.
    const later = await stay(first, stayDates(t, 2, 1))
    await act(host.access, later.id, 'approve')
    await payThroughSandbox(t, later.guest.access, later.id)
    // Two requests waiting for an answer, one approved but unpaid: none of them occupies a night.
    await stay(second, stayDates(t, 1, 2))
    await stay(first, stayDates(t, 4, 1))
    const approved = await stay(second, stayDates(t, 5, 1))
    await act(host.access, approved.id, 'approve')

    const firstStayNights = daysBetween(today, addMonths(today, 1))
    const laterNightsIn90 = Math.min(
      daysBetween(stayDates(t, 2, 1).check_in, stayDates(t, 2, 1).check_out),
      90 - daysBetween(today, stayDates(t, 2, 1).check_in),
    )
    const dashboard = await dashboardOf(host.access)
    expect(dashboard.pending_requests).toBe(2)
    expect(dashboard.occupancy.next_30_days).toEqual({
      booked_nights: 30,
      available_nights: 50,
      percent: 60,
    })
    expect(dashboard.occupancy.next_90_days).toEqual({
      booked_nights: firstStayNights + laterNightsIn90,
      available_nights: 170,
      percent: Math.round(((firstStayNights + laterNightsIn90) * 100) / 170),
    })
    // Paid stays checking in from today on, soonest first.
    expect(dashboard.upcoming_check_ins).toEqual([
      expect.objectContaining({
        booking_id: now.id,
        title: 'Occupied flat',
        title_fr: 'Appartement occupé',
        guest_name: 'Amara Diallo',
      }),
      expect.objectContaining({ booking_id: later.id, check_in: stayDates(t, 2, 1).check_in, guests: 1 }),
    ])
    // Each payout is the first month's rent (the 12% fee is the platform's), held until 48 h after check-in.
    expect(dashboard.earnings).toEqual({ paid: '0.00', pending: '3000.00', this_month: '1500.00' })

    // Three days on, the first stay is active and its payout released; it no longer "checks in".
    t.clock.advance(73 * HOUR)
    await t.app.bookingScheduler.tick()
    // The access token has expired meanwhile: log in again.
    const login = await t.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: host.account.email, password: host.account.password },
    })
    const after = await dashboardOf(login.json().access)
    expect(after.earnings).toEqual({ paid: '1500.00', pending: '1500.00', this_month: '1500.00' })
    expect(after.upcoming_check_ins.map((item: { booking_id: number }) => item.booking_id)).toEqual([
      later.id,
    ])
    // The requests expired after 72 hours without an answer.
    expect(after.pending_requests).toBe(0)

    // Another host's figures are their own.
    const other = await signUpHost(t)
    expect((await dashboardOf(other.access)).occupancy.next_90_days.available_nights).toBe(0)
  })
})
