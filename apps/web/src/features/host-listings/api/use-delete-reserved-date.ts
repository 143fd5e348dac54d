import { listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateHosting } from './invalidate-hosting.ts'

/** DELETE /api/availabilities/{id}/. */
export function useDeleteReservedDate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await callApi(listingEndpoints.removeReservedDates, { params: { id }, auth: true })),
    onSuccess: () => invalidateHosting(queryClient),
  })
}
