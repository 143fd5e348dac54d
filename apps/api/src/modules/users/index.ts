import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { usersRoutes } from './routes.ts'
import { createUsersService } from './service.ts'

/** Profiles. Other modules read and change accounts through accounts.ts. */
export function createUsersModule(deps: TDeps) {
  return { routes: moduleRoutes(usersRoutes, { usersService: createUsersService(deps) }) }
}

// What other modules use of this one (decision 029: they import only this file).
export { createAccounts } from './accounts.ts'
// What the privacy module exports and erases of a person's account (decision 029).
export { accountOf, anonymizeAccount } from './privacy-repository.ts'
// What other modules' repositories may read of the accounts, in their own SQL (decision 029).
export { preparedLiveUser, publishedUsers, usersByIds } from './published-repository.ts'
export { PROFILE_PICTURE_RULE } from './service.ts'
export type { TUserRow } from './tables.ts'
export { toUserWire } from './wire.ts'
