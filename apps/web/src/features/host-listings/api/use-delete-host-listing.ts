import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { invalidateHosting } from './invalidate-hosting.ts'

/** DELETE /api/host-properties/{id}/ (a listing with bookings is archived by the server). */
export function useDeleteHostListing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.delete<null>(`/api/host-properties/${id}/`, { auth: true })),
    onSuccess: () => invalidateHosting(queryClient),
  })
}
