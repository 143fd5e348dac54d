import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { notificationsRoutes } from './routes.ts'
import { createNotificationsService } from './service.ts'

/** The reader's notices; the notifier that writes them is shared through TDeps. */
export function createNotificationsModule(deps: TDeps) {
  const service = createNotificationsService(deps, deps.notifier)
  return { service, routes: moduleRoutes(notificationsRoutes, { service }) }
}

// What the privacy module erases of a person here, in its own transaction (decision 029).
export { deleteNotificationsOf } from './privacy-repository.ts'
