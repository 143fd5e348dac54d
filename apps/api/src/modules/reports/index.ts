import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TBookingsService } from '../bookings/index.ts'
import type { TListingsService } from '../listings/index.ts'
import { reportsRoutes } from './routes.ts'
import { createReportsService } from './service.ts'

/** Reports from users and the staff moderation queue; its actions reach listings and bookings through their services. */
export function createReportsModule(deps: TDeps, listings: TListingsService, bookings: TBookingsService) {
  const service = createReportsService(deps, listings, bookings)
  return { service, routes: moduleRoutes(reportsRoutes, { reports: service }) }
}
