import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { MINUTE } from '../jobs/index.ts'
import type { TRentService } from '../rent/index.ts'
import type { TPayoutProvider } from './provider.ts'
import { payoutsRoutes } from './routes.ts'
import { createSandboxPayouts } from './sandbox.ts'
import { createPayoutsService } from './service.ts'
import { createStripeConnect } from './stripe-connect.ts'

/** Stripe Connect when Stripe is configured, else the sandbox's accounts and transfers. */
export function createPayoutProvider(deps: TDeps): TPayoutProvider {
  return deps.config.stripe ? createStripeConnect(deps.config.stripe) : createSandboxPayouts(deps.db)
}

/** Host payouts: payout accounts, the transfer job, and the staff's money view. */
export function createPayoutsModule(deps: TDeps, rent: TRentService, provider = createPayoutProvider(deps)) {
  const service = createPayoutsService(deps, provider, rent)
  // Released payouts to hosts' accounts: each claimed by one statement, sent with its idempotency key.
  deps.jobs.periodic('payouts.transfer', MINUTE, () => service.transferDue())
  return { service, routes: moduleRoutes(payoutsRoutes, { service }) }
}
