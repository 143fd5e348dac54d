import { accountEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'
import { storeUser } from '../../../lib/session-store.ts'

/** GET /api/profile/. Keeps the stored username and user-type current. */
export function useProfile(isEnabled = true) {
  return useQuery({
    queryKey: endpointKey(accountEndpoints.profile),
    queryFn: async ({ signal }) => {
      const user = unwrap(await callApi(accountEndpoints.profile, { auth: true, signal }))
      storeUser(user)
      return user
    },
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  })
}
