import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { MINUTE } from '../jobs/index.ts'
import type { TListingsService } from '../listings/index.ts'
import type { TNotificationsService } from '../notifications/index.ts'
import type { TSearchService } from '../search/index.ts'
import { messagingRoutes } from './routes.ts'
import { createMessagingService } from './service.ts'

/** Host–renter conversations; `service` also runs the periodic e-mail digest. */
export function createMessagingModule(
  deps: TDeps,
  needs: { listings: TListingsService; search: TSearchService; notices: TNotificationsService },
) {
  const service = createMessagingService({ deps, ...needs })
  deps.jobs.periodic('messages.digest', MINUTE, () => service.mailDigests())
  return { service, routes: moduleRoutes(messagingRoutes, { service }) }
}

// What the privacy module exports of a person here (decision 029).
export { messagesOfPerson } from './privacy-repository.ts'
// What other modules use of this one (decision 029: they import only this file).
export { reportedMessage } from './reported-message.ts'
export type { TMessagingService } from './service.ts'
export { DIGEST_DELAY_MS } from './service.ts'
