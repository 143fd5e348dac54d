import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TListingsService } from '../listings/index.ts'
import type { TSearchService } from '../search/index.ts'
import { visitsRoutes } from './routes.ts'
import { createVisitsService } from './service.ts'

/** Visit requests. */
export function createVisitsModule(deps: TDeps, listings: TListingsService, search: TSearchService) {
  return { routes: moduleRoutes(visitsRoutes, { service: createVisitsService({ deps, listings, search }) }) }
}

// What the privacy module exports and erases of a person here (decision 029).
export { clearVisitMessagesOf, visitsOfPerson } from './privacy-repository.ts'
