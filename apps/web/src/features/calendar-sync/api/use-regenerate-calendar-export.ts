import { calendarEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateCalendarSync } from './invalidate-calendar.ts'

/** POST /api/properties/{id}/calendar/export/regenerate/: a new export address, the old one dies. */
export function useRegenerateCalendarExport(listingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await callApi(calendarEndpoints.regenerateExport, {
          params: { id: listingId },
          auth: true,
        }),
      ),
    onSuccess: () => invalidateCalendarSync(queryClient, listingId),
  })
}
