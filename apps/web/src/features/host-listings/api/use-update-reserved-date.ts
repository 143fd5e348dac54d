import { listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateHosting } from './invalidate-hosting.ts'

type TReservedDateChange = { id: number; start_date: string; end_date: string }

/** PATCH /api/availabilities/{id}/ with is_available false. */
export function useUpdateReservedDate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, ...period }: TReservedDateChange) =>
      unwrap(
        await callApi(listingEndpoints.updateReservedDates, {
          params: { id },
          auth: true,
          body: { ...period, is_available: false },
        }),
      ),
    onSuccess: () => invalidateHosting(queryClient),
  })
}
