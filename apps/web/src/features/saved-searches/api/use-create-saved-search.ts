import type { TSavedSearch, TSavedSearchCreate } from '@demeure/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { SAVED_SEARCH_KEYS } from './saved-search-keys.ts'

/** POST /api/saved-searches/: saves the current filters under a name. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: TSavedSearchCreate) =>
      unwrap(await api.post<TSavedSearch>('/api/saved-searches/', { auth: true, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCH_KEYS.list }),
  })
}
