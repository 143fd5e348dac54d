import { favouriteEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'

/** DELETE /api/saved-searches/{id}/. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      unwrap(await callApi(favouriteEndpoints.removeSavedSearch, { params: { id }, auth: true }))
    },
    onSuccess: () => invalidateEndpoints(queryClient, favouriteEndpoints.savedSearches),
  })
}
