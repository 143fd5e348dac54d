import { Navigate, Outlet } from 'react-router'
import { ROUTES } from '../lib/routes.ts'
import { useStoredSession } from '../lib/use-stored-session.ts'

/**
 * The panels need a stored access token, else the visitor goes to /login. This is a
 * convenience: the server checks every call.
 */
export function RequireToken() {
  const { accessToken } = useStoredSession()
  return accessToken ? <Outlet /> : <Navigate to={ROUTES.login} replace />
}
