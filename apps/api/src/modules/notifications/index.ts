import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { notificationsRoutes } from './routes.ts'
import { createNotificationsService } from './service.ts'

/** The reader's notices; the notifier that writes them is shared through TDeps. */
export function createNotificationsModule(deps: TDeps) {
  const service = createNotificationsService(deps, deps.notifier)
  return { service, routes: moduleRoutes(notificationsRoutes, { service }) }
}

export type { THubEventData, TLiveEvent, TLivePublisher } from './live-events.ts'
// What other modules use of this one (decision 029: they import only this file).
export { listingTitleParams } from './notice-params.ts'
export type { TAnnounce, TNotice, TNotifier } from './notifier.ts'
export { announceAll } from './notifier.ts'
// What the privacy module erases of a person here, in its own transaction (decision 029).
export { deleteNotificationsOf } from './privacy-repository.ts'
export type { TStoredNotice } from './render.ts'
export { toNotificationWire } from './render.ts'
export type { TNotificationsService } from './service.ts'
