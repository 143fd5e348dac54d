import { addMonths, todayInMontreal } from '@demeure/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { STRIPE_API_VERSION } from '../../lib/stripe.ts'
import { bearer } from '../../test/accounts.ts'
import { requestStay } from '../../test/bookings.ts'
import { FAKE_STRIPE_DECLINED } from '../../test/fake-stripe.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  startAppWithFakeStripe,
} from '../../test/stripe-test-app.ts'
import type { TTestApp } from '../../test/test-app.ts'
import { rentInstalments } from '../rent/tables.ts'
import { signPayload } from './signature.ts'

const KEY = STRIPE_TEST_KEY
const WEBHOOK_SECRET = STRIPE_TEST_WEBHOOK_SECRET
let stripe: Awaited<ReturnType<typeof startAppWithFakeStripe>>['stripe']
let t: TTestApp
let close: () => Promise<void>
beforeAll(async () => {
  ;({ stripe, t, close } = await startAppWithFakeStripe())
})
afterAll(() => close())

/** Delivers an event signed with each secret: two secrets make the header of a secret roll. */
const deliver = (event: object, secrets: string | string[] = WEBHOOK_SECRET) => {
  const body = JSON.stringify(event)
  const timestamp = Math.floor(Date.now() / 1000)
  const signatures = [secrets].flat().map((secret) => signPayload(secret, body, timestamp).split(',')[1])
  return t.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe/',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': [`t=${timestamp}`, ...signatures].join(','),
    },
    payload: body,
  })
}

/** A stay approved by its host and sent to Stripe Checkout: its session id and a status reader. */
async function stayAtCheckout(startInMonths: number) {
  const { host, renter: guest, listingId, today } = await hostListingAndRenter(t)
  const booking = (
    await requestStay(t, guest.access, {
      property: String(listingId),
      check_in: addMonths(today, startInMonths),
      check_out: addMonths(today, startInMonths + 3),
    })
  ).json()
  await t.inject({
    method: 'POST',
    url: `/api/bookings/${booking.booking_id}/approve/`,
    headers: bearer(host.access),
  })
  await t.inject({
    method: 'POST',
    url: `/api/bookings/${booking.booking_id}/pay/`,
    headers: bearer(guest.access),
  })
  const session = `cs_test_${stripe.sessions.length}`
  const amount = Number(stripe.sessions.at(-1)?.['line_items[0][price_data][unit_amount]'])
  const status = async () =>
    (
      await t.inject({
        method: 'GET',
        url: `/api/bookings/${booking.booking_id}/`,
        headers: bearer(guest.access),
      })
    ).json().status as string
  const payments = async () =>
    (await t.inject({ method: 'GET', url: '/api/transactions/', headers: bearer(guest.access) })).json()
  return { session, amount, status, payments }
}

const completed = (id: string, session: string, amount: number, currency = 'usd', customer?: string) => ({
  id,
  type: 'checkout.session.completed',
  data: { object: { id: session, payment_status: 'paid', amount_total: amount, currency, customer } },
})

describe('Stripe Checkout', () => {
  it('creates a session for the amount due and confirms the stay from the signed webhook, once', async () => {
    const { host, renter: guest, listingId, today } = await hostListingAndRenter(t)
    const booking = (
      await requestStay(t, guest.access, {
        property: String(listingId),
        check_in: addMonths(today, 2),
        check_out: addMonths(today, 5),
      })
    ).json()
    await t.inject({
      method: 'POST',
      url: `/api/bookings/${booking.booking_id}/approve/`,
      headers: bearer(host.access),
    })

    const pay = await t.inject({
      method: 'POST',
      url: `/api/bookings/${booking.booking_id}/pay/`,
      headers: bearer(guest.access),
    })
    expect(pay.json().checkout_url).toBe('https://checkout.stripe.test/c/pay/cs_test_1')
    expect(stripe.sessions[0]).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '112000',
      client_reference_id: String(booking.booking_id),
    })
    expect(stripe.versions[0]).toBe(STRIPE_API_VERSION)

    const completed = {
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1', payment_status: 'paid' } },
    }
    expect((await deliver(completed, 'whsec_wrong')).statusCode).toBe(400)
    const status = async () =>
      (
        await t.inject({
          method: 'GET',
          url: `/api/bookings/${booking.booking_id}/`,
          headers: bearer(guest.access),
        })
      ).json().status
    expect(await status()).toBe('approved')
    expect((await deliver(completed)).statusCode).toBe(200)
    expect((await deliver(completed)).statusCode).toBe(200)
    expect(await status()).toBe('confirmed')
    const ledger = (
      await t.inject({ method: 'GET', url: '/api/transactions/', headers: bearer(guest.access) })
    ).json()
    expect(ledger.count).toBe(1)
    expect(
      (await deliver({ id: 'evt_2', type: 'customer.created', data: { object: { id: 'cus_1' } } }))
        .statusCode,
    ).toBe(200)
  })

  it('accepts an event during a secret roll (two v1 signatures, either one matching)', async () => {
    const stay = await stayAtCheckout(6)
    const event = completed('evt_roll', stay.session, stay.amount)
    expect((await deliver(event, ['whsec_old_secret', 'whsec_wrong'])).statusCode).toBe(400)
    expect((await deliver(event, ['whsec_old_secret', WEBHOOK_SECRET])).statusCode).toBe(200)
    expect(await stay.status()).toBe('confirmed')
  })

  it('a paid event of another amount or currency confirms nothing, even replayed', async () => {
    const stay = await stayAtCheckout(9)
    expect((await deliver(completed('evt_cheap', stay.session, 100))).statusCode).toBe(200)
    expect((await deliver(completed('evt_cheap', stay.session, 100))).statusCode).toBe(200)
    expect((await deliver(completed('evt_eur', stay.session, stay.amount, 'eur'))).statusCode).toBe(200)
    expect(await stay.status()).toBe('approved')
    expect((await deliver(completed('evt_right', stay.session, stay.amount))).statusCode).toBe(200)
    expect(await stay.status()).toBe('confirmed')
  })

  it('events out of order: an expiry after the payment, or a payment after the expiry, change nothing', async () => {
    const paidFirst = await stayAtCheckout(12)
    await deliver(completed('evt_a1', paidFirst.session, paidFirst.amount))
    const expired = (id: string, session: string) => ({
      id,
      type: 'checkout.session.expired',
      data: { object: { id: session } },
    })
    expect((await deliver(expired('evt_a2', paidFirst.session))).statusCode).toBe(200)
    expect(await paidFirst.status()).toBe('confirmed')
    expect((await paidFirst.payments()).count).toBe(1)

    const expiredFirst = await stayAtCheckout(16)
    await deliver(expired('evt_b1', expiredFirst.session))
    await deliver(completed('evt_b2', expiredFirst.session, expiredFirst.amount))
    expect(await expiredFirst.status()).toBe('approved')
  })

  it('refuses an event signed too long ago (a captured request replayed later)', async () => {
    const stay = await stayAtCheckout(20)
    const body = JSON.stringify(completed('evt_old', stay.session, stay.amount))
    const response = await t.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe/',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000) - 3600),
      },
      payload: body,
    })
    expect(response.statusCode).toBe(400)
    expect(await stay.status()).toBe('approved')
  })

  it('keeps the card for the later months and charges each off-session, once per attempt key', async () => {
    const stay = await stayAtCheckout(1)
    expect(stripe.sessions.at(-1)).toMatchObject({
      customer_creation: 'always',
      'payment_intent_data[setup_future_usage]': 'off_session',
    })
    await deliver(completed('evt_saved', stay.session, stay.amount, 'usd', 'cus_renter'))
    const declined = await stayAtCheckout(1)
    await deliver(completed('evt_declined', declined.session, declined.amount, 'usd', FAKE_STRIPE_DECLINED))
    const before = stripe.intents.length

    // The second month's due date (these stays start in a month), then a run that finds nothing new.
    t.clock.set(new Date(`${addMonths(todayInMontreal(t.clock.now()), 2)}T17:00:00Z`))
    await t.app.bookingScheduler.tick()
    await t.app.bookingScheduler.tick()
    const made = stripe.intents.slice(before)
    expect(made).toHaveLength(2)
    expect(made.map((intent) => intent.customer).sort()).toEqual([FAKE_STRIPE_DECLINED, 'cus_renter'])
    expect(made.every((intent) => /^rent-\d+-2-1$/.test(intent.key))).toBe(true)
    expect(
      made.every((intent) => intent.currency === 'usd' && intent.payment_method?.startsWith('pm_of_')),
    ).toBe(true)
    // Recorded: the renter's month paid, the declined one waiting for its retry in two days.
    const charged = await t.database.db.select().from(rentInstalments).where(eq(rentInstalments.seq, 2))
    const outcomes = charged
      .filter((row) => row.providerRef?.startsWith('pi_test_'))
      .map((row) => [row.status, row.lastFailure])
    expect(outcomes.sort()).toEqual([
      ['failed', 'declined'],
      ['paid', null],
    ])
  })

  it('refuses to start without a webhook secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: KEY, JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    )
  })
})
