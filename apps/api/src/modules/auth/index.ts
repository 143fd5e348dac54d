import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { authRoutes } from './routes.ts'
import { createAuthService } from './service.ts'

/** Accounts, sessions and tokens; app.ts also hands `service` to the auth guard (plugins/auth.ts). */
export function createAuthModule(deps: TDeps) {
  const service = createAuthService(deps)
  return {
    service,
    routes: moduleRoutes(authRoutes, {
      authService: service,
      isSecureCookie: deps.config.publicUrl.startsWith('https://'),
    }),
  }
}

// What the privacy module erases of a person here, in its own transaction (decision 029).
export { forgetPasswordResets, revokeSessionsOf } from './privacy-repository.ts'
