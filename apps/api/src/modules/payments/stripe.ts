import Stripe from 'stripe'
import type { TPaymentProvider } from './provider.ts'

/**
 * The Stripe API version this code was written and tested against. Pinned so that an upgrade of
 * the SDK (or a change of the account's default version) never changes the shape of the events
 * we read; moving it is a deliberate change, tested against the fake in src/test/fake-stripe.ts.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive'
const TIMEOUT_MS = 10_000
/** How old a signed event may be: a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/** The official SDK on the pinned version, pointed at `apiBase` (Stripe, or the local fake in tests). */
export function createStripeClient(options: { secretKey: string; apiBase: string }) {
  const base = new URL(options.apiBase)
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    protocol: base.protocol.replace(':', '') as 'http' | 'https',
    host: base.hostname,
    port: base.port || (base.protocol === 'https:' ? 443 : 80),
    timeout: TIMEOUT_MS,
    // The SDK retries network failures with the same idempotency key, so a retry never makes two sessions.
    maxNetworkRetries: 2,
    telemetry: false,
  })
}

/**
 * Stripe Checkout on the official SDK: a hosted payment page per stay, and signed webhooks telling
 * us how it ended. `webhooks.constructEvent` accepts a header if ANY of its `v1` signatures
 * matches, so rolling the webhook secret (Stripe signs with both secrets during the roll) keeps
 * real events flowing.
 */
export function createStripeProvider(options: {
  secretKey: string
  webhookSecret: string
  apiBase: string
}): TPaymentProvider {
  const stripe = createStripeClient(options)
  return {
    name: 'stripe',
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: String(input.bookingId),
          // The card is kept for the stay's later months, charged without the renter present.
          customer_creation: 'always',
          payment_intent_data: { setup_future_usage: 'off_session' },
          metadata: { booking_id: String(input.bookingId) },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
        },
        { idempotencyKey: `booking-${input.bookingId}-${input.amountCents}` },
      )
      if (!session.id || !session.url) throw new Error('Stripe returned no checkout session')
      return { url: session.url, providerRef: session.id }
    },
    async chargeSaved(input) {
      const [card] = (await stripe.paymentMethods.list({ customer: input.methodRef, type: 'card', limit: 1 }))
        .data
      if (!card) return { outcome: 'declined', chargeRef: '' }
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            customer: input.methodRef,
            payment_method: card.id,
            off_session: true,
            confirm: true,
            description: input.description,
          },
          // Stripe answers a repeated key with the first request's result: one charge per attempt.
          { idempotencyKey: input.idempotencyKey },
        )
        return { outcome: intent.status === 'succeeded' ? 'paid' : 'declined', chargeRef: intent.id }
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error
        const intentId = error.payment_intent?.id ?? ''
        return error.code === 'authentication_required'
          ? { outcome: 'authentication_required', chargeRef: intentId }
          : { outcome: 'declined', chargeRef: intentId }
      }
    },
    verifyWebhook(rawBody, headers) {
      const header = headers['stripe-signature']
      if (typeof header !== 'string') return null
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          header,
          options.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        )
      } catch {
        return null
      }
      const session = event.data?.object as Partial<Stripe.Checkout.Session> | undefined
      if (!event.id || !session?.id) return null
      const paid = { amountCents: session.amount_total ?? undefined, currency: session.currency ?? undefined }
      // The renter's customer is the saved card's owner: later months charge its card.
      const methodRef = typeof session.customer === 'string' ? session.customer : undefined
      if (event.type === 'checkout.session.completed' && session.payment_status === 'paid') {
        return { id: event.id, outcome: 'paid', providerRef: session.id, ...paid, methodRef }
      }
      if (
        event.type === 'checkout.session.expired' ||
        event.type === 'checkout.session.async_payment_failed'
      ) {
        return { id: event.id, outcome: 'failed', providerRef: session.id }
      }
      if (event.type === 'checkout.session.async_payment_succeeded') {
        return { id: event.id, outcome: 'paid', providerRef: session.id, ...paid, methodRef }
      }
      // Other event types are acknowledged and ignored.
      return { id: event.id, outcome: 'ignored', providerRef: session.id }
    },
  }
}
