import { listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'

/** DELETE /api/photos/{id}/: the photo leaves the gallery at once. */
export function useDeletePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await callApi(listingEndpoints.removePhoto, { params: { id }, auth: true })),
    onSuccess: () => invalidateEndpoints(queryClient, listingEndpoints.hostList),
  })
}
