import { accountEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { storeUser } from '../../../lib/session-store.ts'
import { PROFILE_QUERY_KEY } from './profile-query-key.ts'

/** GET /api/profile/. Keeps the stored username and user-type current. */
export function useProfile(isEnabled = true) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const user = unwrap(await callApi(accountEndpoints.profile, { auth: true, signal }))
      storeUser(user)
      return user
    },
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  })
}
