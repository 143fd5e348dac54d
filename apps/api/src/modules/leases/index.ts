import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TBookingsService } from '../bookings/index.ts'
import { MINUTE } from '../jobs/index.ts'
import type { TSearchIndex } from '../listings/index.ts'
import type { TRentService } from '../rent/index.ts'
import { createRenewalsService } from './renewals.ts'
import { leasesRoutes } from './routes.ts'
import { createLeasesService } from './service.ts'

/** The lease of each confirmed stay, its signatures, and the end of the stay as the law has it. */
export function createLeasesModule(
  deps: TDeps,
  bookings: TBookingsService,
  rent: TRentService,
  searchIndex: TSearchIndex,
  logError: (error: unknown) => void,
) {
  const service = createLeasesService({ deps, bookings })
  const renewals = createRenewalsService({ deps, bookings, rent, searchIndex, logError })
  // The lease is prepared in the transaction that confirms the paid stay: no stay without one.
  bookings.onConfirmed((tx, stay) => service.prepare(tx, stay))
  // Lease windows and renewals: each reminder and renewal is a guarded update on the lease's term end.
  deps.jobs.periodic('leases.renewals', MINUTE, () => renewals.work())
  return { service, renewals, routes: moduleRoutes(leasesRoutes, { service, renewals }) }
}
