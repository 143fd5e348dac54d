import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { mediaRoutes } from './routes.ts'

/** Public media (photos, avatars) served from storage. */
export function createMediaModule(deps: TDeps) {
  return { routes: moduleRoutes(mediaRoutes, { storage: deps.storage }) }
}
