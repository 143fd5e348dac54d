import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { calendarSyncKey } from './calendar-sync-keys.ts'

/** POST /api/properties/{id}/calendar/export/regenerate/: a new export address, the old one dies. */
export function useRegenerateCalendarExport(listingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await api.post<{ export_url: string }>(`/api/properties/${listingId}/calendar/export/regenerate/`, {
          auth: true,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarSyncKey(listingId) }),
  })
}
