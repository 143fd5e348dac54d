import Stripe from 'stripe'
import { createStripeClient, verifiedStripeEvent } from '../../lib/stripe.ts'
import type { TAccountState, TPayoutProvider } from './provider.ts'

/** What Stripe says of an Express account, as Demeure keeps it. */
export function accountStateOf(account: Partial<Stripe.Account>): TAccountState {
  const due = account.requirements
  const requirements = [...new Set([...(due?.past_due ?? []), ...(due?.currently_due ?? [])])]
  if (account.capabilities?.transfers === 'active' && account.payouts_enabled) {
    return { status: 'enabled', requirements }
  }
  return { status: due?.disabled_reason ? 'restricted' : 'pending', requirements }
}

/**
 * Stripe Connect Express (decision 017): an account per host (country CA, the `transfers`
 * capability), Stripe's hosted onboarding through account links, and a Transfer from the
 * platform's balance for each payout, sent with its idempotency key.
 */
export function createStripeConnect(options: {
  secretKey: string
  webhookSecret: string
  apiBase: string
}): TPayoutProvider {
  const stripe = createStripeClient(options)
  return {
    name: 'stripe',
    async createAccount({ email, idempotencyKey }) {
      const account = await stripe.accounts.create(
        { type: 'express', country: 'CA', email, capabilities: { transfers: { requested: true } } },
        // Two presses at once open one account: Stripe answers the second with the first.
        { idempotencyKey },
      )
      return { accountRef: account.id }
    },
    async onboardingUrl({ accountRef, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountRef,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      })
      return link.url
    },
    async transfer(input) {
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            destination: input.accountRef,
            description: input.description,
          },
          { idempotencyKey: input.idempotencyKey },
        )
        return { outcome: 'paid_out', transferRef: transfer.id }
      } catch (error) {
        // Stripe refused (no balance, an account that cannot receive): nothing moved. Anything
        // else (no answer) is thrown, and the claimed transfer is resumed with the same key.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripePermissionError
        ) {
          return { outcome: 'failed', reason: error.code ?? 'refused' }
        }
        throw error
      }
    },
    verifyAccountEvent(rawBody, headers) {
      const event = verifiedStripeEvent(stripe, rawBody, headers, options.webhookSecret)
      if (!event) return null
      if (event.type !== 'account.updated') return 'ignored'
      const account = event.data.object
      if (!account?.id) return 'ignored'
      return { accountRef: account.id, state: accountStateOf(account) }
    },
  }
}
