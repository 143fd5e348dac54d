import type { TUser } from '@demeure/shared'
import { setFlashToast } from '../../../lib/flash-toast.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { startSession } from '../../../lib/session-store.ts'
import { shouldReloadInPlace } from './login-redirect.ts'

/** Stores the session, then reloads (spec §4): the welcome toast is shown after the reload. */
export function completeSignIn(access: string, user: TUser, welcome: string): void {
  startSession(access, user)
  setFlashToast(welcome)
  if (shouldReloadInPlace(window.location.pathname)) window.location.reload()
  else window.location.assign(ROUTES.home)
}
