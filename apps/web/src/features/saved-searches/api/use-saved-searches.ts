import { favouriteEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { SAVED_SEARCH_KEYS } from './saved-search-keys.ts'

/** GET /api/saved-searches/: the account's saved searches (20 at most, so one read). */
export function useSavedSearches() {
  return useQuery({
    queryKey: SAVED_SEARCH_KEYS.list,
    queryFn: async ({ signal }) =>
      unwrap(await callApi(favouriteEndpoints.savedSearches, { auth: true, signal })),
  })
}
