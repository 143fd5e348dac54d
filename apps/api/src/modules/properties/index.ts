import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { createAvailabilitiesService } from './availabilities.ts'
import { propertiesRoutes } from './routes.ts'
import type { TSearchIndex } from './search-index.ts'
import { createPropertiesService } from './service.ts'

/** Listings: the host's own, moderation, public detail, dashboard and availability periods. */
export function createListingsModule(deps: TDeps, searchIndex: TSearchIndex) {
  const listings = createPropertiesService(deps, searchIndex)
  return {
    listings,
    routes: moduleRoutes(propertiesRoutes, {
      deps,
      listings,
      periods: createAvailabilitiesService(deps, listings),
    }),
  }
}
