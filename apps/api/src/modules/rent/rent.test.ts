import { addDays, addMonths } from '@demeure/shared'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts.ts'
import { payThroughSandbox } from '../../test/bookings.ts'
import {
  liveUntil as liveUntilOn,
  paidStay as paidStayOn,
  tokenOf as tokenOfOn,
} from '../../test/paid-stays.ts'
import { notificationsOf } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { bookings, ledgerEntries } from '../bookings/tables.ts'
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER } from '../payments/index.ts'
import { sandboxCharges } from '../payments/tables.ts'
import { createRentRepository } from './repository.ts'
import { STALE_ATTEMPT_MS } from './service.ts'
import { rentInstalments } from './tables.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// The suite's shared helpers for stays paid through the sandbox (test/paid-stays.ts), bound to this app.
const tokenOf = (account: { email: string; password: string }) => tokenOfOn(t, account)
const paidStay = (months: number, card?: string) => paidStayOn(t, months, card)
const liveUntil = (day: string) => liveUntilOn(t, day)

const instalments = (bookingId: number) =>
  t.database.db
    .select()
    .from(rentInstalments)
    .where(eq(rentInstalments.bookingId, bookingId))
    .orderBy(rentInstalments.seq)
const ledger = (bookingId: number, kind: string) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, kind)))
const chargesOf = async (bookingId: number) =>
  (await t.database.db.select().from(sandboxCharges)).filter((charge) =>
    charge.idempotencyKey.startsWith(`rent-${bookingId}-`),
  )

describe('rent every month', () => {
  it('collects an 11-month stay: 11 rents, one service fee, 11 payouts to the host', async () => {
    const stay = await paidStay(11)
    for (let month = 1; month <= 11; month++) await liveUntil(addMonths(stay.checkIn, month - 1))
    // Twice more on the last day: nothing is charged again.
    await t.app.bookingScheduler.tick()
    await t.app.bookingScheduler.tick()

    const rows = await instalments(stay.id)
    expect(rows.map((row) => row.status)).toEqual(Array(11).fill('paid'))
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, stay.id))
    expect(rows[0]?.amountCents).toBe((row?.monthlyRentCents ?? 0) + (row?.serviceFeeCents ?? 0))
    expect(rows.slice(1).every((instalment) => instalment.amountCents === row?.monthlyRentCents)).toBe(true)
    expect(await ledger(stay.id, 'payment')).toHaveLength(11)
    const payouts = await ledger(stay.id, 'payout')
    expect(payouts).toHaveLength(11)
    // The host is paid the rent; the platform keeps only the first month's fee.
    expect(payouts.every((payout) => payout.amountCents === row?.monthlyRentCents)).toBe(true)
    expect(await chargesOf(stay.id)).toHaveLength(10)

    const schedule = await t.inject({
      method: 'GET',
      url: `/api/bookings/${stay.id}/rent/`,
      headers: bearer(await tokenOf(stay.host.account)),
    })
    expect(schedule.statusCode).toBe(200)
    expect(schedule.json().instalments).toHaveLength(11)
    expect(schedule.json().has_saved_card).toBe(true)
  })

  it('retries a declined card on day 2 and 5, then marks the month overdue; a payment by hand settles it', async () => {
    const stay = await paidStay(4, 'sbx_pm_0002')
    const due = addMonths(stay.checkIn, 1)
    await liveUntil(due)
    let [, second] = await instalments(stay.id)
    expect(second).toMatchObject({ status: 'failed', attempts: 1, nextAttemptOn: addDays(due, 2) })
    expect(second?.lastFailure).toBe('declined')
    const renterNotices = await notificationsOf(t, await tokenOf(stay.renter.account), 'fr')
    expect(renterNotices.find((notice) => notice.kind === 'rent_failed')?.body).toContain(
      'Nous réessaierons le',
    )
    const hostNotices = await notificationsOf(t, await tokenOf(stay.host.account))
    expect(hostNotices.filter((notice) => notice.kind === 'rent_late')).toHaveLength(1)

    await liveUntil(addDays(due, 1))
    expect((await instalments(stay.id))[1]?.attempts).toBe(1)
    await liveUntil(addDays(due, 2))
    await liveUntil(addDays(due, 5))
    ;[, second] = await instalments(stay.id)
    expect(second).toMatchObject({ status: 'overdue', attempts: 3 })
    // Nothing is cancelled automatically.
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, stay.id))
    expect(booking?.status).toBe('active')
    expect(await chargesOf(stay.id)).toHaveLength(3)

    // The renter pays by hand with a card that works: the month is paid and that card is kept.
    const access = await tokenOf(stay.renter.account)
    const back = await payThroughSandbox(t, access, stay.id, { url: `/api/bookings/${stay.id}/rent/2/pay/` })
    // Back on the reservations page, it says a month's rent was received (not "stay confirmed").
    expect(back.headers.location).toBe('/user-panel/reservations?payment=rent_success')
    ;[, second] = await instalments(stay.id)
    expect(second?.status).toBe('paid')
    expect(await ledger(stay.id, 'payment')).toHaveLength(2)
    await liveUntil(addMonths(stay.checkIn, 2))
    expect((await instalments(stay.id))[2]?.status).toBe('paid')
  })

  it('applies a month paid by hand once, however often its webhook is replayed', async () => {
    const stay = await paidStay(3, 'sbx_pm_0002')
    await liveUntil(addMonths(stay.checkIn, 1))
    const pay = await t.inject({
      method: 'POST',
      url: `/api/bookings/${stay.id}/rent/2/pay/`,
      headers: bearer(await tokenOf(stay.renter.account)),
    })
    expect(pay.statusCode).toBe(200)
    const ref = /sandbox\/([^/]+)\//.exec(pay.json().checkout_url)?.[1] ?? ''
    const event = createSandboxProvider(`sandbox-webhook:${t.config.jwtSecret}`, t.database.db).signedEvent(
      ref,
      'paid',
      'sbx_pm_4242',
    )
    for (let delivery = 0; delivery < 3; delivery++) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/payments/webhook/sandbox/',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: event.signature },
        payload: event.body,
      })
      expect(response.statusCode).toBe(200)
    }
    expect((await instalments(stay.id))[1]?.status).toBe('paid')
    expect(await ledger(stay.id, 'payment')).toHaveLength(2)
    expect(await ledger(stay.id, 'payout')).toHaveLength(2)
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, stay.id))
    expect(booking?.paymentMethodRef).toBe('sbx_pm_4242')
  })

  it('refuses to pay by hand a month already paid, with a localized 409', async () => {
    const stay = await paidStay(3)
    await liveUntil(addMonths(stay.checkIn, 1))
    const response = await t.inject({
      method: 'POST',
      url: `/api/bookings/${stay.id}/rent/2/pay/`,
      headers: { ...bearer(await tokenOf(stay.renter.account)), 'accept-language': 'fr' },
    })
    expect(response.statusCode).toBe(409)
    expect(JSON.stringify(response.json())).toContain('Ce loyer ne peut pas être payé maintenant')
  })

  it('stops every later month when the stay is cancelled in its third month', async () => {
    const stay = await paidStay(11)
    await liveUntil(addMonths(stay.checkIn, 2))
    const cancel = await t.inject({
      method: 'POST',
      url: `/api/bookings/${stay.id}/cancel/`,
      headers: bearer(await tokenOf(stay.renter.account)),
    })
    expect(cancel.statusCode).toBe(200)
    for (let month = 3; month <= 11; month++) await liveUntil(addMonths(stay.checkIn, month))
    const rows = await instalments(stay.id)
    expect(rows.slice(0, 3).map((row) => row.status)).toEqual(['paid', 'paid', 'paid'])
    expect(rows.slice(3).every((row) => row.status === 'cancelled')).toBe(true)
    expect(await chargesOf(stay.id)).toHaveLength(2)
  })

  it('resumes an attempt cut short by a crash with the same key: one charge, one payment', async () => {
    const stay = await paidStay(2)
    const due = addMonths(stay.checkIn, 1)
    t.clock.set(new Date(`${due}T17:00:00Z`))
    // A process claims the month and dies before it records the charge's outcome.
    const claimed = await createRentRepository(t.database.db).claimDue(
      due,
      t.clock.now(),
      new Date(t.clock.now().getTime() - STALE_ATTEMPT_MS),
    )
    expect(claimed?.bookingId).toBe(stay.id)
    await t.database.db.insert(sandboxCharges).values({
      idempotencyKey: claimed?.chargeKey ?? '',
      methodRef: 'sbx_pm_4242',
      amountCents: claimed?.amountCents ?? 0,
      outcome: 'paid',
      chargeRef: 'sbx_ch_before_crash',
    })
    // Before the attempt is stale, another run leaves it alone.
    await t.app.bookingScheduler.tick()
    expect((await instalments(stay.id))[1]?.status).toBe('processing')

    t.clock.advance(STALE_ATTEMPT_MS + 1000)
    await t.app.bookingScheduler.tick()
    const [, second] = await instalments(stay.id)
    expect(second).toMatchObject({ status: 'paid', attempts: 1, providerRef: 'sbx_ch_before_crash' })
    expect(await chargesOf(stay.id)).toHaveLength(1)
    expect(await ledger(stay.id, 'payment')).toHaveLength(2)
  })

  it('never charges a renter who pays by hand; reminds them 7 and 1 days before, once each', async () => {
    const stay = await paidStay(3)
    const access = await tokenOf(stay.renter.account)
    const off = await t.inject({
      method: 'PUT',
      url: `/api/bookings/${stay.id}/rent/autopay/`,
      headers: bearer(access),
      payload: { autopay: false },
    })
    expect(off.statusCode).toBe(200)
    expect(off.json().autopay).toBe(false)
    const due = addMonths(stay.checkIn, 1)
    await liveUntil(addDays(due, -8))
    await liveUntil(addDays(due, -7))
    await liveUntil(addDays(due, -7))
    await liveUntil(addDays(due, -1))
    await liveUntil(due)
    const reminders = (await notificationsOf(t, await tokenOf(stay.renter.account))).filter(
      (notice) => notice.kind === 'rent_reminder',
    )
    expect(reminders).toHaveLength(2)
    expect(await chargesOf(stay.id)).toHaveLength(0)
    await liveUntil(addDays(due, 6))
    expect((await instalments(stay.id))[1]?.status).toBe('overdue')
  })

  it("lets only the stay's renter change autopay, and refuses a bad body with a 400", async () => {
    const stay = await paidStay(2)
    const url = `/api/bookings/${stay.id}/rent/autopay/`
    const byHost = await t.inject({
      method: 'PUT',
      url,
      headers: bearer(await tokenOf(stay.host.account)),
      payload: { autopay: false },
    })
    expect(byHost.statusCode).toBe(403)
    const bad = await t.inject({
      method: 'PUT',
      url,
      headers: bearer(await tokenOf(stay.renter.account)),
      payload: { autopay: 'sometimes' },
    })
    expect(bad.statusCode).toBe(400)
  })
})
