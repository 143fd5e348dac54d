import { listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateHosting } from './invalidate-hosting.ts'

type TNewReservedDate = { property: number; start_date: string; end_date: string }

/** POST /api/availabilities/: reserved dates written by the co-host always carry is_available false. */
export function useAddReservedDate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (period: TNewReservedDate) =>
      unwrap(
        await callApi(listingEndpoints.addReservedDates, {
          auth: true,
          body: { ...period, is_available: false },
        }),
      ),
    onSuccess: () => invalidateHosting(queryClient),
  })
}
