import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { newAccountsRoutes } from './routes.ts'
import { createWatchedAccountsService } from './service.ts'

export { createNewAccountGuard, type TNewAccountGuard } from './guard.ts'

/** New accounts slowed in their first day, and staff's list of them (docs/product-rules.md). */
export function createNewAccountsModule(deps: TDeps) {
  return { routes: moduleRoutes(newAccountsRoutes, { service: createWatchedAccountsService(deps) }) }
}
