import type { TUser } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { storeUser } from '../../../lib/session-store.ts'
import { PROFILE_QUERY_KEY } from './profile-query-key.ts'

/** GET /api/profile/. Keeps the stored username and user-type current. */
export function useProfile(isEnabled = true) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const user = unwrap(await api.get<TUser>('/api/profile/', { auth: true, signal }))
      storeUser(user)
      return user
    },
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  })
}
