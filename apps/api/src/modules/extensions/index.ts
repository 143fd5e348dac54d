import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TBookingsService } from '../bookings/service.ts'
import type { TSearchIndex } from '../listings/search-index.ts'
import type { TRentService } from '../rent/service.ts'
import type { TSearchService } from '../search/service.ts'
import { extensionsRoutes } from './routes.ts'
import { createExtensionsService } from './service.ts'

/** Extending a stay: the renter's requests, the host's answers, their expiry. */
export function createExtensionsModule(
  deps: TDeps,
  bookings: TBookingsService,
  rent: TRentService,
  searchIndex: TSearchIndex,
  search: TSearchService,
) {
  const service = createExtensionsService({ deps, bookings, rent, searchIndex, search })
  bookings.onCancelled((tx, bookingId) => service.closeWithStay(tx, bookingId))
  return { service, routes: moduleRoutes(extensionsRoutes, { service }) }
}
