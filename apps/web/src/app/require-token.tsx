import { Navigate, Outlet } from 'react-router'
import { ROUTES } from '../lib/routes.ts'
import { useStoredSession } from '../lib/use-stored-session.ts'

/**
 * The panels need a stored access token, else the visitor goes to /login (or home, just after
 * logging out). This is a convenience: the server checks every call.
 */
export function RequireToken() {
  const { accessToken, endedByLogout } = useStoredSession()
  if (accessToken) return <Outlet />
  return <Navigate to={endedByLogout ? ROUTES.home : ROUTES.login} replace />
}
