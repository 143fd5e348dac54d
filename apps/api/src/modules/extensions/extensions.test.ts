import { addDays, addMonths } from '@demeure/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { insertHoldingStayBehindSearch, payThroughSandbox, requestStay } from '../../test/bookings.ts'
import { paidStay as paidStayOn, tokenOf } from '../../test/paid-stays.ts'
import { notificationsOf } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { rentInstalments } from '../rent/tables.ts'
import { stayExtensions } from './tables.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type TAccess = { access: string }

const logIn = (account: { email: string; password: string }) => tokenOf(t, account)
const paidStay = (months: number, extraDays = 0) => paidStayOn(t, months, undefined, extraDays)

const ask = (who: TAccess, id: number, checkOut: string, language = 'en') =>
  t.inject({
    method: 'POST',
    url: `/api/bookings/${id}/extensions/`,
    headers: { ...bearer(who.access), 'accept-language': language },
    payload: { check_out: checkOut },
  })
const answer = (
  who: TAccess,
  id: number,
  extId: number,
  action: 'accept' | 'decline' | 'cancel',
  language = 'en',
) =>
  t.inject({
    method: 'POST',
    url: `/api/bookings/${id}/extensions/${extId}/${action}/`,
    headers: { ...bearer(who.access), 'accept-language': language },
  })
const bookingOf = async (who: TAccess, id: number) =>
  (await t.inject({ method: 'GET', url: `/api/bookings/${id}/`, headers: bearer(who.access) })).json()
const instalments = (bookingId: number) =>
  t.database.db
    .select()
    .from(rentInstalments)
    .where(eq(rentInstalments.bookingId, bookingId))
    .orderBy(rentInstalments.seq)
const freeDates = async (listingId: number) =>
  (await t.inject({ method: 'GET', url: `/api/properties/${listingId}/` })).json().free_dates as {
    start_date: string
    end_date: string
  }[]

describe('extending a stay', () => {
  it('asked, priced at the locked rent without a fee, accepted: the stay ends later, the new months join its rent', async () => {
    const stay = await paidStay(3)
    const newCheckOut = addMonths(stay.checkIn, 5)
    const quote = await t.inject({
      method: 'GET',
      url: `/api/bookings/${stay.id}/extensions/quote/?check_out=${newCheckOut}`,
      headers: bearer(stay.renter.access),
    })
    expect(quote.statusCode).toBe(200)
    const rent = (await bookingOf(stay.renter, stay.id)).monthly_rent as string
    const rentCents = Math.round(Number(rent) * 100)
    expect(quote.json()).toMatchObject({
      check_out: newCheckOut,
      months: 5,
      extra_days: 0,
      amount: ((rentCents * 2) / 100).toFixed(2),
      instalments: [
        { due_date: addMonths(stay.checkIn, 3), amount: rent },
        { due_date: addMonths(stay.checkIn, 4), amount: rent },
      ],
    })

    const asked = await ask(stay.renter, stay.id, newCheckOut)
    expect(asked.statusCode).toBe(201)
    expect(asked.json()).toMatchObject({
      status: 'requested',
      previous_check_out: stay.checkOut,
      check_out: newCheckOut,
    })
    expect((await notificationsOf(t, stay.host.access)).map((n) => n.kind)).toContain('extension_requested')
    // One open request per stay.
    expect((await ask(stay.renter, stay.id, addMonths(stay.checkIn, 4))).statusCode).toBe(409)
    // Only the host answers.
    expect((await answer(stay.renter, stay.id, asked.json().id, 'accept')).statusCode).toBe(403)

    const before = await instalments(stay.id)
    const accepted = await answer(stay.host, stay.id, asked.json().id, 'accept')
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({ status: 'accepted', expires_at: null })

    const booking = await bookingOf(stay.renter, stay.id)
    expect(booking).toMatchObject({ check_out: newCheckOut, months: 5, extra_days: 0, monthly_rent: rent })
    // The whole stay's price: five months, and still the one service fee of its first payment.
    const fee = Math.round(Number(booking.service_fee) * 100)
    expect(booking.total_price).toBe(((rentCents * 5 + fee) / 100).toFixed(2))
    expect(booking.schedule).toHaveLength(5)
    const after = await instalments(stay.id)
    expect(after).toHaveLength(before.length + 2)
    expect(after.slice(-2).map((row) => [row.seq, row.dueDate, row.amountCents, row.status])).toEqual([
      [4, addMonths(stay.checkIn, 3), rentCents, 'scheduled'],
      [5, addMonths(stay.checkIn, 4), rentCents, 'scheduled'],
    ])
    // The listing's free dates: the added months are no longer offered.
    const free = await freeDates(stay.listingId)
    expect(free.some((period) => period.start_date === stay.checkOut)).toBe(false)
    expect(free.some((period) => period.start_date === newCheckOut)).toBe(true)
    const told = await notificationsOf(t, stay.renter.access, 'fr')
    expect(told.find((n) => n.kind === 'extension_accepted')?.body).toContain(
      newCheckOut.replaceAll('-', '/'),
    )

    // Accepting again changes nothing: the months are added once.
    expect((await answer(stay.host, stay.id, asked.json().id, 'accept')).statusCode).toBe(409)
    expect(await instalments(stay.id)).toHaveLength(after.length)
  })

  it('two acceptances at once: one wins, the months are added once', async () => {
    const stay = await paidStay(2)
    const asked = (await ask(stay.renter, stay.id, addMonths(stay.checkIn, 4))).json()
    const answers = await Promise.all([1, 2, 3].map(() => answer(stay.host, stay.id, asked.id, 'accept')))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409])
    expect(await instalments(stay.id)).toHaveLength(4)
  })

  it('refuses beyond 11 months from check-in, or not later than today’s check-out (localized)', async () => {
    const stay = await paidStay(3)
    const tooLong = await ask(stay.renter, stay.id, addDays(addMonths(stay.checkIn, 11), 1), 'fr')
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().fields.check_out).toBe('Un séjour dure au plus 11 mois.')
    expect((await ask(stay.renter, stay.id, addMonths(stay.checkIn, 11))).statusCode).toBe(201)
    const stay2 = await paidStay(3)
    const earlier = await ask(stay2.renter, stay2.id, stay2.checkOut)
    expect(earlier.statusCode).toBe(400)
    expect(earlier.json().fields.check_out).toBe('Choose a check-out date after the current one.')
  })

  it('refuses nights another stay holds (409) and keeps others out (404 / 403)', async () => {
    const stay = await paidStay(2)
    const other = await signUpAndLogIn(t)
    const next = (
      await requestStay(t, other.access, {
        property: String(stay.listingId),
        check_in: addMonths(stay.checkOut, 1),
        check_out: addMonths(stay.checkOut, 3),
      })
    ).json()
    await t.inject({
      method: 'POST',
      url: `/api/bookings/${next.booking_id}/approve/`,
      headers: bearer(stay.host.access),
    })
    await payThroughSandbox(t, other.access, next.booking_id)

    const over = await ask(stay.renter, stay.id, addMonths(stay.checkOut, 2), 'fr')
    expect(over.statusCode).toBe(409)
    expect(over.json().fields.check_out).toBe('Ces dates ne sont pas disponibles pour ce logement.')
    // Up to the next stay's check-in is fine.
    expect((await ask(other, stay.id, addMonths(stay.checkOut, 1))).statusCode).toBe(404)
    expect((await ask(stay.host, stay.id, addMonths(stay.checkOut, 1))).statusCode).toBe(403)
    expect((await ask(stay.renter, stay.id, addMonths(stay.checkOut, 1))).statusCode).toBe(201)
    // The other renter's stay is only approved-and-paid by them: they cannot extend someone else's.
    const list = await t.inject({
      method: 'GET',
      url: `/api/bookings/${stay.id}/extensions/`,
      headers: bearer(other.access),
    })
    expect(list.statusCode).toBe(404)
  })

  it('the race: another stay took the added nights after the request, the database refuses the acceptance', async () => {
    const stay = await paidStay(2)
    const newCheckOut = addMonths(stay.checkIn, 4)
    const asked = (await ask(stay.renter, stay.id, newCheckOut)).json()
    const other = await signUpAndLogIn(t)
    // Committed by another process a moment ago: the search document does not know yet.
    await insertHoldingStayBehindSearch(t, {
      listingId: stay.listingId,
      guestId: other.user.id,
      hostId: stay.host.user.id,
      checkIn: addMonths(stay.checkIn, 3),
      checkOut: addMonths(stay.checkIn, 5),
    })
    // The search read model still believes the nights free: only the constraint can refuse.
    const quote = await t.inject({
      method: 'GET',
      url: `/api/bookings/${stay.id}/extensions/quote/?check_out=${newCheckOut}`,
      headers: bearer(stay.renter.access),
    })
    expect(quote.statusCode).toBe(200)
    const before = await instalments(stay.id)
    const refused = await answer(stay.host, stay.id, asked.id, 'accept', 'fr')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().fields.check_out).toBe(
      'Un autre séjour occupe maintenant certaines de ces dates : cette prolongation ne peut plus être acceptée.',
    )
    // Nothing changed: the request still waits, the stay and its rent are as they were.
    const [row] = await t.database.db.select().from(stayExtensions).where(eq(stayExtensions.id, asked.id))
    expect(row?.status).toBe('requested')
    expect((await bookingOf(stay.renter, stay.id)).check_out).toBe(stay.checkOut)
    expect(await instalments(stay.id)).toEqual(before)
    // The host can still decline it; the renter is told.
    expect((await answer(stay.host, stay.id, asked.id, 'decline')).json().status).toBe('declined')
    expect((await notificationsOf(t, stay.renter.access)).map((n) => n.kind)).toContain('extension_declined')
  })

  it('a stay ending with extra days: the first new instalment completes that month, nothing is paid twice', async () => {
    const stay = await paidStay(2, 10)
    const rentCents = Math.round(Number((await bookingOf(stay.renter, stay.id)).monthly_rent) * 100)
    const extraCents = Math.round((rentCents * 10) / 30)
    const asked = (await ask(stay.renter, stay.id, addMonths(stay.checkIn, 4))).json()
    expect(asked.amount).toBe(((rentCents * 2 - extraCents) / 100).toFixed(2))
    expect((await answer(stay.host, stay.id, asked.id, 'accept')).statusCode).toBe(200)
    const rows = await instalments(stay.id)
    expect(rows.map((row) => [row.dueDate, row.amountCents])).toEqual([
      [rows[0]?.dueDate, rows[0]?.amountCents],
      [addMonths(stay.checkIn, 1), rentCents],
      [addMonths(stay.checkIn, 2), extraCents],
      [addMonths(stay.checkIn, 2), rentCents - extraCents],
      [addMonths(stay.checkIn, 3), rentCents],
    ])
    const booking = await bookingOf(stay.renter, stay.id)
    const fee = Math.round(Number(booking.service_fee) * 100)
    expect(booking.total_price).toBe(((rentCents * 4 + fee) / 100).toFixed(2))
  })

  it('unanswered for 72 hours, a request expires and both sides are told; a withdrawn one too can be asked again', async () => {
    const stay = await paidStay(2)
    const asked = (await ask(stay.renter, stay.id, addMonths(stay.checkIn, 3))).json()
    t.clock.set(new Date(t.clock.now().getTime() + 73 * 3_600_000))
    // Access tokens last 15 minutes: both sides log in again.
    stay.host.access = await logIn(stay.host.account)
    stay.renter.access = await logIn(stay.renter.account)
    expect((await answer(stay.host, stay.id, asked.id, 'accept')).statusCode).toBe(409)
    await t.app.bookingScheduler.tick()
    const list = await t.inject({
      method: 'GET',
      url: `/api/bookings/${stay.id}/extensions/`,
      headers: bearer(stay.renter.access),
    })
    expect(list.json().results[0].status).toBe('expired')
    expect(list.json().latest_check_out).toBe(addMonths(stay.checkIn, 11))
    expect((await notificationsOf(t, stay.host.access)).map((n) => n.kind)).toContain('extension_expired')
    const again = (await ask(stay.renter, stay.id, addMonths(stay.checkIn, 3))).json()
    expect((await answer(stay.renter, stay.id, again.id, 'cancel')).json().status).toBe('cancelled')
  })
})
