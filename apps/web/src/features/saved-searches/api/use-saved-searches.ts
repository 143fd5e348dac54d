import { favouriteEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/saved-searches/: the account's saved searches (20 at most, so one read). */
export function useSavedSearches() {
  return useQuery({
    queryKey: endpointKey(favouriteEndpoints.savedSearches),
    queryFn: async ({ signal }) =>
      unwrap(await callApi(favouriteEndpoints.savedSearches, { auth: true, signal })),
  })
}
