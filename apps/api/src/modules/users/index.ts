import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { usersRoutes } from './routes.ts'
import { createUsersService } from './service.ts'

/** Profiles. Other modules read and change accounts through accounts.ts. */
export function createUsersModule(deps: TDeps) {
  return { routes: moduleRoutes(usersRoutes, { usersService: createUsersService(deps) }) }
}
