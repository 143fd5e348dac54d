import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TListingsService } from '../listings/service.ts'
import type { TNotificationsService } from '../notifications/service.ts'
import type { TSearchService } from '../search/service.ts'
import { messagingRoutes } from './routes.ts'
import { createMessagingService } from './service.ts'

/** Host–renter conversations; `service` also runs the periodic e-mail digest. */
export function createMessagingModule(
  deps: TDeps,
  needs: { listings: TListingsService; search: TSearchService; notices: TNotificationsService },
) {
  const service = createMessagingService({ deps, ...needs })
  return { service, routes: moduleRoutes(messagingRoutes, { service }) }
}

// What the privacy module exports of a person here (decision 029).
export { messagesOfPerson } from './privacy-repository.ts'
