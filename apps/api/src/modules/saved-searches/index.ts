import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { MINUTE } from '../jobs/index.ts'
import { createSavedSearchAlerts, type TChangeStep, type TListingChangeFeed } from './alerts.ts'
import { savedSearchesRoutes } from './routes.ts'
import { createSavedSearchesService } from './service.ts'

/** Saved searches and their alerts, matched on the search module's change feed. */
export function createSavedSearchesModule(
  deps: TDeps,
  feed: TListingChangeFeed,
  alsoTell: TChangeStep[] = [],
) {
  const alerts = createSavedSearchAlerts(deps, feed, alsoTell)
  const service = createSavedSearchesService(deps, alerts.tokens)
  // Saved-search digests: each search is claimed by one statement and mailed at most once a day.
  deps.jobs.periodic('saved-searches.digest', 10 * MINUTE, () => alerts.mailDigests())
  return { service, alerts, routes: moduleRoutes(savedSearchesRoutes, { service }) }
}

// What other modules use of this one (decision 029: they import only this file).
export { MATCH_JOB } from './alerts.ts'
