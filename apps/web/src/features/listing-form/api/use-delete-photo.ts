import { listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'

/** DELETE /api/photos/{id}/: the photo leaves the gallery at once. */
export function useDeletePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await callApi(listingEndpoints.removePhoto, { params: { id }, auth: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOSTING_QUERY_KEYS.listings }),
  })
}
