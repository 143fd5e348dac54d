import type { TCalendarFeed } from '@demeure/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { invalidateCalendar } from './calendar-sync-keys.ts'

/** POST /api/calendar-feeds/{id}/sync/: "Sync now". */
export function useSyncCalendarFeed(listingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (feedId: number) =>
      unwrap(await api.post<TCalendarFeed>(`/api/calendar-feeds/${feedId}/sync/`, { auth: true })),
    onSettled: () => invalidateCalendar(queryClient, listingId),
  })
}
