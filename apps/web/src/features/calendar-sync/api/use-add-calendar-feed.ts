import type { TCalendarFeedWrite } from '@demeure/shared'
import { calendarEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateCalendar } from './invalidate-calendar.ts'

/** POST /api/properties/{id}/calendar/feeds/: imports a calendar and syncs it once. */
export function useAddCalendarFeed(listingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (feed: TCalendarFeedWrite) =>
      unwrap(
        await callApi(calendarEndpoints.addFeed, {
          params: { id: listingId },
          auth: true,
          body: feed,
        }),
      ),
    onSuccess: () => invalidateCalendar(queryClient, listingId),
  })
}
