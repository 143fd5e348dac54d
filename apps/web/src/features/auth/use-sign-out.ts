import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { ROUTES } from '../../lib/routes.ts'
import { beginLogout, clearSession } from '../../lib/session-store.ts'
import { useLogout } from './api/use-logout.ts'

/** Logout: revoke on the server, go to '/', then clear the stored session and cached data. */
export function useSignOut() {
  const logout = useLogout()
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  async function signOut() {
    // The call goes first: it needs the token, and a refresh during it would store a new one.
    beginLogout()
    await logout.mutateAsync().catch(() => undefined)
    // Leave first. The router may still be loading the home page's code when this resolves, and
    // commits it in a transition: a panel still on screen then sees the cleared token, which is
    // why the session says it ended by logout (RequireToken then leads home, not to /login).
    await navigate(ROUTES.home)
    clearSession({ byLogout: true })
    queryClient.clear()
  }

  return { signOut }
}
