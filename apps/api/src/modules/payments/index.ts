import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TBookingsService } from '../bookings/service.ts'
import type { TSearchIndex } from '../listings/search-index.ts'
import type { TPaymentProvider } from './provider.ts'
import { paymentsRoutes } from './routes.ts'
import { createSandboxProvider } from './sandbox.ts'
import { createPaymentsService } from './service.ts'
import { createStripeProvider } from './stripe.ts'

/** Checkout and webhooks: Stripe when configured, else the built-in sandbox checkout. */
export function createPaymentsModule(deps: TDeps, bookings: TBookingsService, searchIndex: TSearchIndex) {
  const { config } = deps
  const sandbox = config.stripe ? undefined : createSandboxProvider(`sandbox-webhook:${config.jwtSecret}`)
  const provider: TPaymentProvider = config.stripe
    ? createStripeProvider(config.stripe)
    : (sandbox as TPaymentProvider)
  const service = createPaymentsService({ deps, provider, bookings, searchIndex })
  return { service, routes: moduleRoutes(paymentsRoutes, { service, sandbox }) }
}
