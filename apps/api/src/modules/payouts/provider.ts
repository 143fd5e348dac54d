/** What the provider says of a payout account: whether transfers can go to it, and what it still needs. */
export type TAccountState = {
  status: 'pending' | 'enabled' | 'restricted'
  requirements: string[]
}

/** How a transfer to a host's account ended; `failed` moved no money and says why. */
export type TTransferOutcome =
  | { outcome: 'paid_out'; transferRef: string }
  | { outcome: 'failed'; reason: string }

/**
 * Host payouts at the provider (decision 017): an account per host, onboarded on the provider's
 * pages, and transfers from the platform's balance to it.
 */
export type TPayoutProvider = {
  name: 'sandbox' | 'stripe'
  /** Opens the host's account; the same `idempotencyKey` always answers the first account. */
  createAccount(input: { email: string; idempotencyKey: string }): Promise<{ accountRef: string }>
  /** Where the host goes to finish (or resume) onboarding. */
  onboardingUrl(input: { accountRef: string; returnUrl: string; refreshUrl: string }): Promise<string>
  /**
   * Sends `amountCents` to the account. The same `idempotencyKey` always answers the first
   * transfer made with it: never a second one. Throws when the provider did not answer.
   */
  transfer(input: {
    accountRef: string
    amountCents: number
    idempotencyKey: string
    description: string
  }): Promise<TTransferOutcome>
  /** A signed `account.updated` event (null if unsigned or forged; `ignored` for other events). */
  verifyAccountEvent(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): { accountRef: string; state: TAccountState } | 'ignored' | null
}
