import type { TUser } from '@demeure/shared'
import { setFlashToast } from '../../../lib/flash-toast.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { storeSessionForNextPage } from '../../../lib/session-store.ts'
import { shouldReloadInPlace } from './login-redirect.ts'

/**
 * Stores the session, then reloads: the welcome toast is shown after the reload. This page is not
 * re-rendered signed in first, so the reload starts at once instead of after its requests.
 */
export function completeSignIn(access: string, user: TUser, welcome: string): void {
  storeSessionForNextPage(access, user)
  setFlashToast(welcome)
  if (shouldReloadInPlace(window.location.pathname)) window.location.reload()
  else window.location.assign(ROUTES.home)
}
