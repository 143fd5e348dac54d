import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { invalidateHosting } from './invalidate-hosting.ts'

/** DELETE /api/availabilities/{id}/. */
export function useDeleteReservedDate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.delete<null>(`/api/availabilities/${id}/`, { auth: true })),
    onSuccess: () => invalidateHosting(queryClient),
  })
}
