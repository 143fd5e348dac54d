import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TBookingsService } from '../bookings/index.ts'
import { MINUTE } from '../jobs/index.ts'
import type { TSearchIndex } from '../listings/index.ts'
import type { TRentService } from '../rent/index.ts'
import type { TSearchService } from '../search/index.ts'
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
  // Extension requests unanswered for 72 hours: each closes by a guarded update, so overlaps are harmless.
  deps.jobs.periodic('extensions.expire', MINUTE, () => service.expireUnanswered())
  return { service, routes: moduleRoutes(extensionsRoutes, { service }) }
}
