import type { TSavedSearchCreate } from '@demeure/shared'
import { favouriteEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'

/** POST /api/saved-searches/: saves the current filters under a name. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: TSavedSearchCreate) =>
      unwrap(await callApi(favouriteEndpoints.createSavedSearch, { auth: true, body })),
    onSuccess: () => invalidateEndpoints(queryClient, favouriteEndpoints.savedSearches),
  })
}
