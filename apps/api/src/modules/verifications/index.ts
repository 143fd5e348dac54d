import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { verificationsRoutes } from './routes.ts'
import { createVerificationsService } from './service.ts'

/** Identity checks that make a user a co-host. */
export function createVerificationsModule(deps: TDeps) {
  return { routes: moduleRoutes(verificationsRoutes, { service: createVerificationsService(deps) }) }
}

// What the privacy module erases of a person here, in its own transaction (decision 029).
export { deleteVerificationsOf } from './privacy-repository.ts'
// What other modules' SQL may compute from the verifications (decision 029).
export { verifiedOnOf } from './published-repository.ts'
