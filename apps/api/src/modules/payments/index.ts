import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TBookingsService } from '../bookings/index.ts'
import type { TSearchIndex } from '../listings/index.ts'
import type { TRentService } from '../rent/index.ts'
import type { TPaymentProvider } from './provider.ts'
import { paymentsRoutes } from './routes.ts'
import { createSandboxProvider } from './sandbox.ts'
import { createPaymentsService } from './service.ts'
import { createStripeProvider } from './stripe.ts'

/** Stripe when configured, else the built-in sandbox (its checkout page and test cards). */
export function createPaymentProvider(deps: TDeps) {
  const { config } = deps
  const sandbox = config.stripe
    ? undefined
    : createSandboxProvider(`sandbox-webhook:${config.jwtSecret}`, deps.db)
  const provider: TPaymentProvider = config.stripe
    ? createStripeProvider(config.stripe)
    : (sandbox as TPaymentProvider)
  return { provider, sandbox }
}
export type TPaymentProviders = ReturnType<typeof createPaymentProvider>

/** Checkout and webhooks, for first payments and for months paid by hand. */
export function createPaymentsModule(
  deps: TDeps,
  providers: TPaymentProviders,
  bookings: TBookingsService,
  searchIndex: TSearchIndex,
  rent: TRentService,
) {
  const { provider, sandbox } = providers
  const service = createPaymentsService({ deps, provider, bookings, searchIndex, rent })
  return { service, routes: moduleRoutes(paymentsRoutes, { service, sandbox }) }
}

// What other modules use of this one (decision 029: they import only this file).
export type { TChargeOutcome, TPaymentProvider } from './provider.ts'
export { createSandboxProvider, SANDBOX_SIGNATURE_HEADER } from './sandbox.ts'
export { escapeHtml, sandboxShell, secureBadge } from './sandbox-shell.ts'
export type { TPaymentsService } from './service.ts'
export { signPayload } from './signature.ts'
