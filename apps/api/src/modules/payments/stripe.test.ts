import { addMonths } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { bearer } from '../../test/accounts.ts'
import { requestStay } from '../../test/bookings.ts'
import { startFakeStripe } from '../../test/fake-stripe.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { signPayload } from './signature.ts'

const KEY = 'sk_test_demeure'
const WEBHOOK_SECRET = 'whsec_demeure_test'
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
let t: TTestApp
beforeAll(async () => {
  stripe = await startFakeStripe(KEY)
  t = await createTestApp({
    STRIPE_SECRET_KEY: KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.apiBase,
  })
})
afterAll(async () => {
  await t.close()
  await stripe.close()
})

const deliver = (event: object, secret = WEBHOOK_SECRET) => {
  const body = JSON.stringify(event)
  return t.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(secret, body) },
    payload: body,
  })
}

describe('Stripe Checkout', () => {
  it('creates a session for the amount due and confirms the stay from the signed webhook, once', async () => {
    const { host, renter: guest, propertyId, today } = await hostListingAndRenter(t)
    const booking = (
      await requestStay(t, guest.access, {
        property: String(propertyId),
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

  it('refuses to start without a webhook secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: KEY, JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    )
  })
})
