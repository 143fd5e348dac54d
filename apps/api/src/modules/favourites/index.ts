import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TListingsService } from '../listings/index.ts'
import type { TSearchService } from '../search/index.ts'
import { createFavouriteAlerts } from './alerts.ts'
import { favouritesRoutes } from './routes.ts'
import { createFavouritesService } from './service.ts'

/** Saved homes (favourites): the hearts of cards and the panel's "Saved homes". */
export function createFavouritesModule(deps: TDeps, listings: TListingsService, search: TSearchService) {
  const alerts = createFavouriteAlerts(deps)
  const service = createFavouritesService({ deps, listings, search, links: alerts.links })
  return { service, alerts, routes: moduleRoutes(favouritesRoutes, { service }) }
}
