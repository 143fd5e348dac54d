import Stripe from 'stripe'
import { createStripeClient, verifiedStripeEvent } from '../../lib/stripe.ts'
import type { TPaymentProvider } from './provider.ts'

/**
 * Stripe Checkout on the official SDK: a hosted payment page per stay, and signed webhooks telling
 * us how it ended (verified as lib/stripe.ts says, rolled secrets included).
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
      const event = verifiedStripeEvent(stripe, rawBody, headers, options.webhookSecret)
      if (!event) return null
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
