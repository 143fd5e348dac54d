import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { SAVED_SEARCH_KEYS } from './saved-search-keys.ts'

/** DELETE /api/saved-searches/{id}/. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      unwrap(await api.delete<null>(`/api/saved-searches/${id}/`, { auth: true }))
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCH_KEYS.list }),
  })
}
