import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TLiveHub } from './hub.ts'
import { liveRoutes } from './routes.ts'
import { createTicketSigner } from './tickets.ts'

/** Server-sent events: a signed ticket opens the stream, the hub carries events between processes. */
export function createLiveModule(deps: TDeps, hub: TLiveHub) {
  return {
    routes: moduleRoutes(liveRoutes, {
      hub,
      notifier: deps.notifier,
      tickets: createTicketSigner(deps.config.jwtSecret, () => deps.clock.now().getTime()),
    }),
  }
}

// What other modules use of this one (decision 029: they import only this file).
export type { TLiveEvent, TLiveHub } from './hub.ts'
export { createMemoryHub } from './hub.ts'
