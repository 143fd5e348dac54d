import type { TSavedSearch, TSavedSearchUpdate } from '@demeure/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { SAVED_SEARCH_KEYS } from './saved-search-keys.ts'

/** PATCH /api/saved-searches/{id}/: rename, change how often, turn alerts on or off. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, ...body }: TSavedSearchUpdate & { id: number }) =>
      unwrap(await api.patch<TSavedSearch>(`/api/saved-searches/${id}/`, { auth: true, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCH_KEYS.list }),
  })
}
