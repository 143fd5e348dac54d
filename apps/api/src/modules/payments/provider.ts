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

/** How an off-session charge of a saved card ended. */
export type TChargeOutcome = {
  outcome: 'paid' | 'declined' | 'authentication_required'
  chargeRef: string
}

export type TPaymentProvider = {
  name: 'sandbox' | 'stripe'
  createCheckout(input: {
    bookingId: number
    amountCents: number
    description: string
    successUrl: string
    cancelUrl: string
  }): Promise<{ url: string; providerRef: string }>
  /**
   * Charges a saved card without the renter present (a later month's rent). The same
   * `idempotencyKey` always answers the first charge made with it: never a second charge.
   */
  chargeSaved(input: {
    methodRef: string
    amountCents: number
    idempotencyKey: string
    description: string
  }): Promise<TChargeOutcome>
  /** The event, if the signature proves the provider sent this exact body; null otherwise. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): TPaymentEvent | null
}
