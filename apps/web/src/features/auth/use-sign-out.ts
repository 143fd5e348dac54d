import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { ROUTES } from '../../lib/routes.ts'
import { clearSession } from '../../lib/session-store.ts'
import { useLogout } from './api/use-logout.ts'

/** Logout: revoke on the server, go to '/', then clear the stored session and cached data. */
export function useSignOut() {
  const logout = useLogout()
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  async function signOut() {
    // The call goes first: it needs the token, and a refresh during it would store a new one.
    await logout.mutateAsync().catch(() => undefined)
    // Leave first, synchronously: a panel still on screen would see the cleared token and send the
    // visitor to /login instead (a transition would keep it mounted while the home page loads).
    await navigate(ROUTES.home, { flushSync: true })
    clearSession()
    queryClient.clear()
  }

  return { signOut }
}
