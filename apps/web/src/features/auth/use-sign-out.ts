import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { ROUTES } from '../../lib/routes.ts'
import { beginLogout, clearSession } from '../../lib/session-store.ts'
import { useLogout } from './api/use-logout.ts'

/**
 * Ends a session the server has ended or is ending (a logout, a deleted account): go to '/', then
 * clear the stored session and cached data. Leave first: the router may still be loading the home
 * page's code, and commits it in a transition, so a panel still on screen sees the cleared token;
 * the session says it ended by logout, and RequireToken then leads home, not to /login.
 */
export function useLeaveSession() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async function leaveSession() {
    beginLogout()
    await navigate(ROUTES.home, { replace: true })
    clearSession({ byLogout: true })
    queryClient.clear()
  }
}

/** Logout: revoke on the server, then leave the session (useLeaveSession). */
export function useSignOut() {
  const logout = useLogout()
  const leaveSession = useLeaveSession()

  async function signOut() {
    // Said before the call: the server refuses the session's tokens as soon as the call arrives,
    // and a request refused meanwhile must clear the session as a logout (session-store.ts).
    beginLogout()
    await logout.mutateAsync().catch(() => undefined)
    await leaveSession()
  }

  return { signOut }
}
