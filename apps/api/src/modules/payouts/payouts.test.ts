import { addDays, addMonths } from '@demeure/shared'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpAndLogIn } from '../../test/accounts.ts'
import { giveNoticeBefore, liveUntil, paidStay, tokenOf } from '../../test/paid-stays.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { bookings, ledgerEntries } from '../bookings/tables.ts'
import { rentInstalments } from '../rent/tables.ts'
import { createPayoutsRepository } from './repository.ts'
import { createSandboxPayouts } from './sandbox.ts'
import { STALE_TRANSFER_MS, transferKey } from './service.ts'
import { payoutAccounts, sandboxTransfers } from './tables.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const payoutsOf = (bookingId: number) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, 'payout')))
    .orderBy(ledgerEntries.availableAt)
const transfersOf = (ledgerId: string) =>
  t.database.db
    .select()
    .from(sandboxTransfers)
    .where(like(sandboxTransfers.idempotencyKey, `payout-${ledgerId}%`))

async function account(access: string) {
  return (await t.inject({ method: 'GET', url: '/api/payouts/account/', headers: bearer(access) })).json()
}

/** The host goes through the sandbox's onboarding page and presses "Complete onboarding". */
async function onboard(access: string, language = 'en') {
  const start = await t.inject({
    method: 'POST',
    url: '/api/payouts/account/onboarding/',
    headers: bearer(access),
  })
  expect(start.statusCode).toBe(200)
  const page = await t.inject({
    method: 'GET',
    url: start.json().url,
    headers: { 'accept-language': language },
  })
  expect(page.statusCode).toBe(200)
  const action = /action="([^"]+complete\/)"/.exec(page.body)?.[1]
  if (!action) throw new Error('no complete form on the onboarding page')
  const done = await t.inject({ method: 'POST', url: action })
  expect(done.statusCode).toBe(303)
  expect(done.headers.location).toBe('/cohost-panel/dashboard?payouts=return')
  return page.body
}

describe('host payouts through the sandbox', () => {
  it('keeps a host without an account waiting, then transfers once after onboarding, resuming a cut transfer with its key', async () => {
    const stay = await paidStay(t, 3)
    let host = await tokenOf(t, stay.host.account)
    expect(await account(host)).toEqual({ status: 'not_connected', provider: null, requirements: [] })

    // 48 hours after check-in the first month's payout is released, and waits for an account.
    await liveUntil(t, addDays(stay.checkIn, 3))
    let [first] = await payoutsOf(stay.id)
    expect(first?.status).toBe('released')
    await t.app.bookingScheduler.tick()
    expect((await payoutsOf(stay.id))[0]?.status).toBe('released')

    host = await tokenOf(t, stay.host.account)
    const start = await t.inject({
      method: 'POST',
      url: '/api/payouts/account/onboarding/',
      headers: bearer(host),
    })
    expect(await account(host)).toMatchObject({ status: 'pending', provider: 'sandbox' })
    // Pressing again resumes the same account.
    const again = await t.inject({
      method: 'POST',
      url: '/api/payouts/account/onboarding/',
      headers: bearer(host),
    })
    expect(again.json().url).toBe(start.json().url)
    const page = await onboard(host, 'fr')
    expect(page).toContain('Terminer l’inscription')
    expect(await account(host)).toMatchObject({ status: 'enabled', requirements: [] })

    // A process claims the transfer, sends it, and dies before recording it.
    const now = t.clock.now()
    const claimed = await createPayoutsRepository(t.database.db).claimTransfer(now, new Date(0))
    expect(claimed?.id).toBe(first?.id)
    const sent = await createSandboxPayouts(t.database.db).transfer({
      accountRef: claimed?.accountRef ?? '',
      amountCents: claimed?.amountCents ?? 0,
      idempotencyKey: transferKey(claimed?.id ?? '', claimed?.transferAttempts ?? 0),
      description: 'cut short',
    })
    // Another process's run leaves a fresh claim alone…
    await t.app.bookingScheduler.tick()
    expect((await payoutsOf(stay.id))[0]?.status).toBe('transferring')
    // …and resumes it once it is stale, with the same key: the provider answers the first transfer.
    t.clock.set(new Date(now.getTime() + STALE_TRANSFER_MS + 60_000))
    await t.app.bookingScheduler.tick()
    await t.app.bookingScheduler.tick()
    ;[first] = await payoutsOf(stay.id)
    expect(first).toMatchObject({ status: 'paid_out', transferAttempts: 1 })
    expect(first?.transferRef).toBe(sent.outcome === 'paid_out' ? sent.transferRef : 'none')
    expect(await transfersOf(first?.id ?? '')).toHaveLength(1)
    expect((await transfersOf(first?.id ?? ''))[0]?.idempotencyKey).toBe(`payout-${first?.id}`)

    // The host's transactions say when it was paid out.
    const transactions = await t.inject({ method: 'GET', url: '/api/transactions/', headers: bearer(host) })
    const row = transactions.json().results.find((entry: { id: string }) => entry.id === first?.id)
    expect(row).toMatchObject({ status: 'paid_out', paid_out_at: first?.paidOutAt?.toISOString() })
  })

  it('transfers each later month once, its hold after it is collected', async () => {
    const stay = await paidStay(t, 3)
    await onboard(await tokenOf(t, stay.host.account))
    const secondDue = addMonths(stay.checkIn, 1)
    await liveUntil(t, secondDue)
    // Collected, but still held for 48 hours.
    let payouts = await payoutsOf(stay.id)
    expect(payouts.map((payout) => payout.status)).toEqual(['paid_out', 'held'])
    await liveUntil(t, addDays(secondDue, 3))
    // Two runs at once (two processes): one transfer.
    await Promise.all([t.app.bookingScheduler.tick(), t.app.bookingScheduler.tick()])
    payouts = await payoutsOf(stay.id)
    expect(payouts.map((payout) => payout.status)).toEqual(['paid_out', 'paid_out'])
    for (const payout of payouts) expect(await transfersOf(payout.id)).toHaveLength(1)
    const [transfer] = await transfersOf(payouts[1]?.id ?? '')
    expect(transfer?.amountCents).toBe(payouts[1]?.amountCents)
  })
})

describe('a whole stay through the platform', () => {
  it('an 11-month stay: 11 rents charged, 1 service fee, 11 transfers to the host', async () => {
    const stay = await paidStay(t, 11)
    await onboard(await tokenOf(t, stay.host.account))
    // Each month's due date, then 3 days on (the 48-hour hold), until after check-out.
    for (let month = 0; month < 11; month++) {
      const due = addMonths(stay.checkIn, month)
      await liveUntil(t, due)
      await liveUntil(t, addDays(due, 3))
      // The renter gives notice in the lease's window, so the stay ends after its 11 months.
      if (month === 9) await giveNoticeBefore(t, stay, addMonths(stay.checkIn, 11))
    }
    const rents = await t.database.db
      .select()
      .from(rentInstalments)
      .where(eq(rentInstalments.bookingId, stay.id))
    expect(rents.map((rent) => rent.status)).toEqual(Array(11).fill('paid'))
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, stay.id))
    const fee = booking?.serviceFeeCents ?? 0
    // The fee is in the first payment only: the other ten are the rent alone.
    expect(rents.filter((rent) => rent.amountCents === (booking?.monthlyRentCents ?? 0) + fee)).toHaveLength(
      1,
    )
    const payouts = await payoutsOf(stay.id)
    expect(payouts.map((payout) => payout.status)).toEqual(Array(11).fill('paid_out'))
    const transfers = (await Promise.all(payouts.map((payout) => transfersOf(payout.id)))).flat()
    expect(transfers).toHaveLength(11)
    expect(transfers.every((transfer) => transfer.amountCents === booking?.monthlyRentCents)).toBe(true)
  })
})

describe("the staff's money view", () => {
  it('lists overdue rent to staff only', async () => {
    const stay = await paidStay(t, 3, 'sbx_pm_0002')
    const due = addMonths(stay.checkIn, 1)
    for (const day of [0, 2, 5]) await liveUntil(t, addDays(due, day))
    const admin = await signUpAdmin(t)
    const list = await t.inject({
      method: 'GET',
      url: '/api/admin/money/?kind=overdue_rent&page_size=50',
      headers: bearer(admin.access),
    })
    expect(list.statusCode).toBe(200)
    const row = list.json().results.find((entry: { booking_id: number }) => entry.booking_id === stay.id)
    expect(row).toMatchObject({
      kind: 'overdue_rent',
      seq: 2,
      due_date: due,
      attempts: 3,
      reason: 'declined',
      renter: 'Amir Haddad',
      listing_title: 'Loft on Saint-Denis',
    })
    const asHost = await t.inject({
      method: 'GET',
      url: '/api/admin/money/',
      headers: bearer(await tokenOf(t, stay.host.account)),
    })
    expect(asHost.statusCode).toBe(403)
    expect((await t.inject({ method: 'GET', url: '/api/admin/money/' })).statusCode).toBe(401)
  })
})

describe('the payout account', () => {
  // Speculative insertion: two inserts that pass PostgreSQL's conflict pre-check together both reach
  // the indexes, and a unique index that is not an arbiter raises instead of skipping. Many rounds
  // of simultaneous presses make that window likely; on PGlite (one connection) they take turns.
  it('simultaneous presses keep one account each, whatever unique index they meet first', async () => {
    const hosts = await Promise.all(Array.from({ length: 8 }, () => signUpAndLogIn(t)))
    for (let round = 0; round < 10; round += 1) {
      const rows = hosts.map(({ user }) => ({
        userId: user.id as string,
        provider: 'sandbox',
        accountRef: `acct_race_${round}_${user.id}`,
      }))
      await t.database.db.delete(payoutAccounts)
      const kept = await Promise.all(
        rows.flatMap((row) => [1, 2, 3].map(() => createPayoutsRepository(t.database.db).insertAccount(row))),
      )
      expect(kept).toEqual(rows.flatMap((row) => [1, 2, 3].map(() => expect.objectContaining(row))))
    }
  })
})
