import { listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateHosting } from './invalidate-hosting.ts'

/** DELETE /api/host-properties/{id}/ (a listing with bookings is archived by the server). */
export function useDeleteHostListing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await callApi(listingEndpoints.hostRemove, { params: { id }, auth: true })),
    onSuccess: () => invalidateHosting(queryClient),
  })
}
