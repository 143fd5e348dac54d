import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { geocodeRoutes } from './routes.ts'
import { createGeocodeService } from './service.ts'

/** Address search and reverse lookup for the map pickers. */
export function createGeocodeModule(deps: TDeps) {
  return { routes: moduleRoutes(geocodeRoutes, { service: createGeocodeService(deps) }) }
}
