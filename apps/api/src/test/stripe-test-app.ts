import { startFakeStripe } from './fake-stripe.ts'
import { createTestApp } from './test-app.ts'

export const STRIPE_TEST_KEY = 'sk_test_demeure'
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_demeure_test'

/** The API configured for Stripe, talking to the fake Stripe on 127.0.0.1. */
export async function startAppWithFakeStripe() {
  const stripe = await startFakeStripe(STRIPE_TEST_KEY)
  const t = await createTestApp({
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.apiBase,
  })
  const close = async () => {
    await t.close()
    await stripe.close()
  }
  return { stripe, t, close }
}
