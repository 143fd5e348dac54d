import { addMonths, PAYOUT_RETRIES } from '@demeure/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin } from '../../test/accounts.ts'
import { requestStay } from '../../test/bookings.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { STRIPE_TEST_WEBHOOK_SECRET, startAppWithFakeStripe } from '../../test/stripe-test-app.ts'
import type { TTestApp } from '../../test/test-app.ts'
import { ledgerEntries } from '../bookings/tables.ts'
import { signPayload } from '../payments/index.ts'

const WEBHOOK_SECRET = STRIPE_TEST_WEBHOOK_SECRET
let stripe: Awaited<ReturnType<typeof startAppWithFakeStripe>>['stripe']
let t: TTestApp
let close: () => Promise<void>
beforeAll(async () => {
  ;({ stripe, t, close } = await startAppWithFakeStripe())
})
afterAll(() => close())

/** Stripe's `account.updated`, signed as Stripe signs it. */
function accountUpdated(account: object, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'account.updated',
    data: { object: { object: 'account', ...account } },
  })
  return t.inject({
    method: 'POST',
    url: '/api/payouts/webhook/stripe/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(secret, body) },
    payload: body,
  })
}

/** A host with a stay (its state does not matter here) and released payouts written for it. */
async function hostWithReleasedPayouts(amounts: number[]) {
  const { host, renter, listingId, today } = await hostListingAndRenter(t)
  const booking = (
    await requestStay(t, renter.access, {
      property: String(listingId),
      check_in: addMonths(today, 1),
      check_out: addMonths(today, 3),
    })
  ).json()
  const rows = await t.database.db
    .insert(ledgerEntries)
    .values(
      amounts.map((amountCents) => ({
        userId: host.user.id,
        bookingId: booking.booking_id as number,
        kind: 'payout',
        amountCents,
        status: 'released',
        availableAt: t.clock.now(),
      })),
    )
    .returning()
  return { host, ids: rows.map((row) => row.id) }
}
const entry = async (id: string) =>
  (await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id)))[0]

describe('host payouts through Stripe Connect', () => {
  it('opens one Express account, follows account.updated, and transfers each payout once with its key', async () => {
    const { host, ids } = await hostWithReleasedPayouts([150_000])
    const start = () =>
      t.inject({ method: 'POST', url: '/api/payouts/account/onboarding/', headers: bearer(host.access) })
    const [first, second] = await Promise.all([start(), start()])
    expect([first.statusCode, second.statusCode], second.body).toEqual([200, 200])
    expect(first.json().url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_test_\d+$/)
    expect(second.json().url).toBe(first.json().url)
    expect(stripe.accounts).toHaveLength(1)
    expect(stripe.accounts[0]).toMatchObject({ type: 'express', country: 'CA' })
    const accountId = first.json().url.split('/').at(-1)

    // Stripe still asks for things: the payout waits.
    expect(
      (
        await accountUpdated({
          id: accountId,
          payouts_enabled: false,
          capabilities: { transfers: 'inactive' },
          requirements: { currently_due: ['external_account', 'individual.id_number'], past_due: [] },
        })
      ).statusCode,
    ).toBe(200)
    const account = await t.inject({
      method: 'GET',
      url: '/api/payouts/account/',
      headers: bearer(host.access),
    })
    expect(account.json()).toEqual({
      status: 'pending',
      provider: 'stripe',
      requirements: ['external_account', 'individual.id_number'],
    })
    await t.app.bookingScheduler.tick()
    expect((await entry(ids[0] ?? ''))?.status).toBe('released')
    expect(stripe.transfers).toHaveLength(0)

    // A forged event changes nothing.
    expect((await accountUpdated({ id: accountId, payouts_enabled: true }, 'whsec_other')).statusCode).toBe(
      400,
    )

    await accountUpdated({
      id: accountId,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], past_due: [] },
    })
    await t.app.bookingScheduler.tick()
    await t.app.bookingScheduler.tick()
    const paid = await entry(ids[0] ?? '')
    expect(paid).toMatchObject({ status: 'paid_out', transferRef: 'tr_test_1' })
    expect(stripe.transfers).toHaveLength(1)
    expect(stripe.transfers[0]).toMatchObject({
      amount: '150000',
      destination: accountId,
      key: `payout-${paid?.id}`,
    })
  })

  it('marks a refused transfer failed, retries it daily with new keys, and shows it to staff', async () => {
    const { host, ids } = await hostWithReleasedPayouts([90_000])
    const start = await t.inject({
      method: 'POST',
      url: '/api/payouts/account/onboarding/',
      headers: bearer(host.access),
    })
    const accountId = start.json().url.split('/').at(-1)
    await accountUpdated({ id: accountId, payouts_enabled: true, capabilities: { transfers: 'active' } })
    stripe.refusingAccounts.add(accountId)
    await t.app.bookingScheduler.tick()
    let failed = await entry(ids[0] ?? '')
    expect(failed).toMatchObject({ status: 'failed', lastFailure: 'account_invalid', transferAttempts: 1 })
    expect(failed?.nextAttemptAt?.getTime()).toBe(t.clock.now().getTime() + 86_400_000)

    const admin = await signUpAdmin(t)
    const list = await t.inject({
      method: 'GET',
      url: '/api/admin/money/?kind=failed_payouts',
      headers: bearer(admin.access),
    })
    expect(list.json().results).toEqual([
      expect.objectContaining({
        kind: 'failed_payout',
        amount: '900.00',
        attempts: 1,
        reason: 'account_invalid',
      }),
    ])

    for (let day = 1; day <= PAYOUT_RETRIES + 1; day++) {
      t.clock.set(new Date(t.clock.now().getTime() + 86_400_000 + 60_000))
      await t.app.bookingScheduler.tick()
    }
    failed = await entry(ids[0] ?? '')
    // The first try and PAYOUT_RETRIES retries, each its own request; then a person decides.
    expect(failed).toMatchObject({
      status: 'failed',
      transferAttempts: PAYOUT_RETRIES + 1,
      nextAttemptAt: null,
    })
    expect(stripe.transfers.filter((transfer) => transfer.destination === accountId)).toHaveLength(0)
  })
})
