import { calendarEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateCalendar } from './invalidate-calendar.ts'

/** POST /api/calendar-feeds/{id}/sync/: "Sync now". */
export function useSyncCalendarFeed(listingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (feedId: number) =>
      unwrap(await callApi(calendarEndpoints.syncFeed, { params: { id: feedId }, auth: true })),
    onSettled: () => invalidateCalendar(queryClient, listingId),
  })
}
