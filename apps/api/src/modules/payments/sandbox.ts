import { randomUUID } from 'node:crypto'
import type { TPaymentProvider } from './provider.ts'
import { isValidSignature, signPayload } from './signature.ts'

export const SANDBOX_SIGNATURE_HEADER = 'x-demeure-signature'

/**
 * The built-in checkout: a page on this server that pays or fails, then calls the same signed
 * webhook path a real provider would. No money moves; everything else is real.
 */
export function createSandboxProvider(secret: string): TPaymentProvider & {
  signedEvent(providerRef: string, outcome: 'paid' | 'failed'): { body: string; signature: string }
} {
  return {
    name: 'sandbox',
    async createCheckout() {
      const providerRef = `sbx_${randomUUID()}`
      return { url: `/api/payments/sandbox/${providerRef}/`, providerRef }
    },
    verifyWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER]
      if (!isValidSignature(secret, rawBody, typeof header === 'string' ? header : undefined)) return null
      try {
        const event = JSON.parse(rawBody.toString('utf8')) as {
          id?: unknown
          outcome?: unknown
          ref?: unknown
        }
        if (typeof event.id !== 'string' || typeof event.ref !== 'string') return null
        if (event.outcome !== 'paid' && event.outcome !== 'failed') return null
        return { id: event.id, outcome: event.outcome, providerRef: event.ref }
      } catch {
        return null
      }
    },
    signedEvent(providerRef, outcome) {
      const body = JSON.stringify({ id: `evt_${randomUUID()}`, outcome, ref: providerRef })
      return { body, signature: signPayload(secret, body) }
    },
  }
}
