import Stripe from 'stripe'

/**
 * The Stripe API version this code was written and tested against. Pinned so that an upgrade of
 * the SDK (or a change of the account's default version) never changes the shape of the events
 * we read; moving it is a deliberate change, tested against the fake in src/test/fake-stripe.ts.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive'
const TIMEOUT_MS = 10_000
/** How old a signed event may be: a captured request cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300

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
 * The event of a webhook delivery if its `Stripe-Signature` header is valid and recent, else null.
 * `constructEvent` accepts a header if ANY of its `v1` signatures matches, so rolling the webhook
 * secret (Stripe signs with both secrets during the roll) keeps real events flowing.
 */
export function verifiedStripeEvent(
  stripe: Stripe,
  rawBody: string | Buffer,
  headers: Record<string, string | string[] | undefined>,
  webhookSecret: string,
): Stripe.Event | null {
  const header = headers['stripe-signature']
  if (typeof header !== 'string') return null
  try {
    return stripe.webhooks.constructEvent(rawBody, header, webhookSecret, SIGNATURE_TOLERANCE_SECONDS)
  } catch {
    return null
  }
}
