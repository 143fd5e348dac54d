import { calendarEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateCalendar } from './invalidate-calendar.ts'

/** DELETE /api/calendar-feeds/{id}/: stops importing and frees the dates it held. */
export function useRemoveCalendarFeed(listingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (feedId: number) =>
      unwrap(await callApi(calendarEndpoints.removeFeed, { params: { id: feedId }, auth: true })),
    onSuccess: () => invalidateCalendar(queryClient, listingId),
  })
}
