import type { TCalendarFeed, TCalendarFeedWrite } from '@demeure/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { invalidateCalendar } from './calendar-sync-keys.ts'

/** POST /api/properties/{id}/calendar/feeds/: imports a calendar and syncs it once. */
export function useAddCalendarFeed(listingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (feed: TCalendarFeedWrite) =>
      unwrap(
        await api.post<TCalendarFeed>(`/api/properties/${listingId}/calendar/feeds/`, {
          auth: true,
          body: feed,
        }),
      ),
    onSuccess: () => invalidateCalendar(queryClient, listingId),
  })
}
