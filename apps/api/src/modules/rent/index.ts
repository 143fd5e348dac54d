import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TBookingsService } from '../bookings/service.ts'
import type { TPaymentProvider } from '../payments/provider.ts'
import type { TPaymentsService } from '../payments/service.ts'
import { rentRoutes } from './routes.ts'
import { createRentService } from './service.ts'

/**
 * Rent every month: the schedule of each stay and the collector that charges it. Its routes
 * start checkouts, so they are bound once the payments module (which needs this service) exists.
 */
export function createRentModule(deps: TDeps, provider: TPaymentProvider, bookings: TBookingsService) {
  const service = createRentService(deps, provider, bookings)
  bookings.onCancelled((tx, bookingId) => service.stopSchedule(tx, bookingId))
  return {
    service,
    routesWith: (payments: TPaymentsService) => moduleRoutes(rentRoutes, { service, payments }),
  }
}

// What other modules' repositories may read of the rent schedules (decision 029).
export { hasRentMonth, instalmentsOf } from './published-repository.ts'
