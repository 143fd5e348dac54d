import { randomUUID } from 'node:crypto'
import { fillPath, hiddenRoutes } from '@demeure/shared/zod-free'
import type { TDb } from '../../db/client.ts'
import type { TChargeOutcome, TPaymentProvider } from './provider.ts'
import { createSandboxChargesRepository } from './sandbox-charges-repository.ts'
import { isValidSignature, signPayload } from './signature.ts'

export const SANDBOX_SIGNATURE_HEADER = 'x-demeure-signature'

/**
 * The sandbox's test cards, like a real provider's: one that works, one that is declined and one
 * whose bank asks for authentication (3-D Secure) when charged without the renter present.
 */
export const SANDBOX_CARDS = {
  sbx_pm_4242: 'paid',
  sbx_pm_0002: 'declined',
  sbx_pm_3155: 'authentication_required',
} as const satisfies Record<string, TChargeOutcome['outcome']>
export type TSandboxCard = keyof typeof SANDBOX_CARDS
export const DEFAULT_SANDBOX_CARD: TSandboxCard = 'sbx_pm_4242'
export const isSandboxCard = (value: unknown): value is TSandboxCard =>
  typeof value === 'string' && Object.hasOwn(SANDBOX_CARDS, value)

/**
 * The built-in checkout: a page on this server that pays or fails, then calls the same signed
 * webhook path a real provider would. No money moves; everything else is real, down to the
 * idempotency of saved-card charges (kept in the database, so it holds across API processes).
 */
export function createSandboxProvider(
  secret: string,
  db: TDb,
): TPaymentProvider & {
  signedEvent(
    providerRef: string,
    outcome: 'paid' | 'failed',
    methodRef?: TSandboxCard,
  ): { body: string; signature: string }
} {
  const charges = createSandboxChargesRepository(db)
  return {
    name: 'sandbox',
    async createCheckout() {
      const providerRef = `sbx_${randomUUID()}`
      return { url: fillPath(hiddenRoutes.paymentSandbox.path, { ref: providerRef }), providerRef }
    },
    async chargeSaved(input) {
      const outcome = isSandboxCard(input.methodRef) ? SANDBOX_CARDS[input.methodRef] : 'declined'
      return charges.once({
        idempotencyKey: input.idempotencyKey,
        methodRef: input.methodRef,
        amountCents: input.amountCents,
        outcome,
        chargeRef: `sbx_ch_${randomUUID()}`,
      })
    },
    verifyWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER]
      if (!isValidSignature(secret, rawBody, typeof header === 'string' ? header : undefined)) return null
      try {
        const event = JSON.parse(rawBody.toString('utf8')) as {
          id?: unknown
          outcome?: unknown
          ref?: unknown
          method?: unknown
        }
        if (typeof event.id !== 'string' || typeof event.ref !== 'string') return null
        if (event.outcome !== 'paid' && event.outcome !== 'failed') return null
        const methodRef = isSandboxCard(event.method) ? event.method : undefined
        return { id: event.id, outcome: event.outcome, providerRef: event.ref, methodRef }
      } catch {
        return null
      }
    },
    signedEvent(providerRef, outcome, methodRef) {
      const body = JSON.stringify({ id: `evt_${randomUUID()}`, outcome, ref: providerRef, method: methodRef })
      return { body, signature: signPayload(secret, body) }
    },
  }
}
