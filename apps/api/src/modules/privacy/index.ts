import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TListingsService } from '../listings/index.ts'
import { privacyRoutes } from './routes.ts'
import { createPrivacyService } from './service.ts'

/** The person's rights over their information: their data as a file, and deleting their account. */
export function createPrivacyModule(deps: TDeps, listings: Pick<TListingsService, 'remove'>) {
  return {
    routes: moduleRoutes(privacyRoutes, {
      service: createPrivacyService(deps, listings),
      officerEmail: deps.config.privacyOfficerEmail,
    }),
  }
}
