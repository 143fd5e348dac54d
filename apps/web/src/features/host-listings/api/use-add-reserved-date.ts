import type { TAvailability } from '@demeure/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { invalidateHosting } from './invalidate-hosting.ts'

type TNewReservedDate = { property: number; start_date: string; end_date: string }

/** POST /api/availabilities/: reserved dates written by the co-host always carry is_available false. */
export function useAddReservedDate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (period: TNewReservedDate) =>
      unwrap(
        await api.post<TAvailability>('/api/availabilities/', {
          auth: true,
          body: { ...period, is_available: false },
        }),
      ),
    onSuccess: () => invalidateHosting(queryClient),
  })
}
