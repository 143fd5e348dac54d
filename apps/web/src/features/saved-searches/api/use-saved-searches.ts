import type { TSavedSearch } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { SAVED_SEARCH_KEYS } from './saved-search-keys.ts'

/** GET /api/saved-searches/: the account's saved searches (20 at most, so one read). */
export function useSavedSearches() {
  return useQuery({
    queryKey: SAVED_SEARCH_KEYS.list,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<TSavedSearch[]>('/api/saved-searches/', { auth: true, signal })),
  })
}
