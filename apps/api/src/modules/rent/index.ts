import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TBookingsService } from '../bookings/index.ts'
import { MINUTE } from '../jobs/index.ts'
import { rentRoutes, type TRentCheckout } from './routes.ts'
import { createRentService, type TSavedCardCharger } from './service.ts'

/**
 * Rent every month: the schedule of each stay and the collector that charges it. Its routes
 * start checkouts, so they are bound once the payments module (which needs this service) exists.
 */
export function createRentModule(deps: TDeps, provider: TSavedCardCharger, bookings: TBookingsService) {
  const service = createRentService(deps, provider, bookings)
  bookings.onCancelled((tx, bookingId) => service.stopSchedule(tx, bookingId))
  // Later months' rent: each instalment is claimed by one statement, so overlapping runs charge it once.
  deps.jobs.periodic('rent.collect', MINUTE, () => service.collect())
  return {
    service,
    routesWith: (payments: TRentCheckout) => moduleRoutes(rentRoutes, { service, payments }),
  }
}

// What other modules' repositories may read of the rent schedules (decision 029).
export { hasRentMonth, instalmentsOf } from './published-repository.ts'
export type { TRentCheckout } from './routes.ts'
// What other modules use of this one (decision 029: they import only this file).
export type { TChargeOutcome, TRentService, TSavedCardCharger } from './service.ts'
