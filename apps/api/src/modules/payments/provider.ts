import type { TSavedCardCharger } from '../rent/index.ts'

/** What a payment provider reports back through its webhook. */
export type TPaymentEvent = {
  id: string
  outcome: 'paid' | 'failed' | 'ignored'
  providerRef: string
  /** What the provider says was paid, when it says: a payment of another amount confirms nothing. */
  amountCents?: number
  currency?: string
  /** The card the renter saved for the later months (the provider's reference), when one was. */
  methodRef?: string
}

// Rent declares the saved-card charge it needs (its port); every provider fills it.
export type { TChargeOutcome } from '../rent/index.ts'

export type TPaymentProvider = TSavedCardCharger & {
  name: 'sandbox' | 'stripe'
  createCheckout(input: {
    bookingId: number
    amountCents: number
    description: string
    successUrl: string
    cancelUrl: string
  }): Promise<{ url: string; providerRef: string }>
  /** The event, if the signature proves the provider sent this exact body; null otherwise. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): TPaymentEvent | null
}
