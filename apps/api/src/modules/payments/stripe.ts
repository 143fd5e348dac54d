import type { TPaymentProvider } from './provider.ts'
import { isValidSignature } from './signature.ts'

const TIMEOUT_MS = 10_000

type TStripeEvent = {
  id?: string
  type?: string
  data?: { object?: { id?: string; payment_status?: string } }
}

/**
 * Stripe Checkout: a hosted payment page per stay, and signed webhooks (`Stripe-Signature`)
 * telling us how it ended. Only the two calls the product needs, over Stripe's REST API.
 */
export function createStripeProvider(options: {
  secretKey: string
  webhookSecret: string
  apiBase: string
}): TPaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(input) {
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: String(input.bookingId),
        'metadata[booking_id]': String(input.bookingId),
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': String(input.amountCents),
        'line_items[0][price_data][product_data][name]': input.description,
      })
      const response = await fetch(`${options.apiBase}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': `booking-${input.bookingId}-${input.amountCents}`,
        },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`Stripe answered ${response.status}`)
      const session = (await response.json()) as { id?: string; url?: string }
      if (!session.id || !session.url) throw new Error('Stripe returned no checkout session')
      return { url: session.url, providerRef: session.id }
    },
    verifyWebhook(rawBody, headers) {
      const header = headers['stripe-signature']
      if (!isValidSignature(options.webhookSecret, rawBody, typeof header === 'string' ? header : undefined))
        return null
      let event: TStripeEvent
      try {
        event = JSON.parse(rawBody.toString('utf8')) as TStripeEvent
      } catch {
        return null
      }
      const session = event.data?.object
      if (!event.id || !session?.id) return null
      if (event.type === 'checkout.session.completed' && session.payment_status === 'paid') {
        return { id: event.id, outcome: 'paid', providerRef: session.id }
      }
      if (
        event.type === 'checkout.session.expired' ||
        event.type === 'checkout.session.async_payment_failed'
      ) {
        return { id: event.id, outcome: 'failed', providerRef: session.id }
      }
      // Other event types are acknowledged and ignored.
      return { id: event.id, outcome: 'ignored', providerRef: session.id }
    },
  }
}
