import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TListingsService } from '../listings/service.ts'
import type { TSearchService } from '../search/service.ts'
import { favouritesRoutes } from './routes.ts'
import { createFavouritesService } from './service.ts'

/** Saved homes (favourites): the hearts of cards and the panel's "Saved homes". */
export function createFavouritesModule(deps: TDeps, listings: TListingsService, search: TSearchService) {
  const service = createFavouritesService({ deps, listings, search })
  return { service, routes: moduleRoutes(favouritesRoutes, { service }) }
}
