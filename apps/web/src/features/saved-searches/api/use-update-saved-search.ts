import type { TSavedSearchUpdate } from '@demeure/shared'
import { favouriteEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'

/** PATCH /api/saved-searches/{id}/: rename, change how often, turn alerts on or off. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, ...body }: TSavedSearchUpdate & { id: number }) =>
      unwrap(await callApi(favouriteEndpoints.updateSavedSearch, { params: { id }, auth: true, body })),
    onSuccess: () => invalidateEndpoints(queryClient, favouriteEndpoints.savedSearches),
  })
}
