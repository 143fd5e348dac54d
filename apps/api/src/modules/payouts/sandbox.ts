import { randomUUID } from 'node:crypto'
import { fillPath, hiddenRoutes } from '@demeure/shared/zod-free'
import type { TDb } from '../../db/client.ts'
import type { TPayoutProvider } from './provider.ts'
import { createSandboxTransfersRepository } from './sandbox-transfers-repository.ts'

/** The sandbox's onboarding page of an account (routes.ts); its reference is the page's secret. */
export const sandboxOnboardingPath = (accountRef: string) =>
  fillPath(hiddenRoutes.payoutSandbox.path, { ref: accountRef })

/**
 * Payouts with no keys: an account is onboarded on a local page (one button enables it) and a
 * transfer is a row of `sandbox_transfers`, one per idempotency key, so a transfer sent twice
 * with one key is one transfer, across processes, as with a real provider.
 */
export function createSandboxPayouts(db: TDb): TPayoutProvider {
  const transfers = createSandboxTransfersRepository(db)
  return {
    name: 'sandbox',
    async createAccount() {
      return { accountRef: `sbx_acct_${randomUUID()}` }
    },
    async onboardingUrl({ accountRef }) {
      return sandboxOnboardingPath(accountRef)
    },
    async transfer(input) {
      const sent = await transfers.once({
        idempotencyKey: input.idempotencyKey,
        accountRef: input.accountRef,
        amountCents: input.amountCents,
        transferRef: `sbx_tr_${randomUUID()}`,
      })
      return { outcome: 'paid_out', transferRef: sent.transferRef }
    },
    // The sandbox has no webhook: its onboarding page enables the account itself.
    verifyAccountEvent: () => null,
  }
}
