import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { invalidateCalendar } from './calendar-sync-keys.ts'

/** DELETE /api/calendar-feeds/{id}/: stops importing and frees the dates it held. */
export function useRemoveCalendarFeed(listingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (feedId: number) =>
      unwrap(await api.delete<null>(`/api/calendar-feeds/${feedId}/`, { auth: true })),
    onSuccess: () => invalidateCalendar(queryClient, listingId),
  })
}
