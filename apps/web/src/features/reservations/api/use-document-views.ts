import type { TDocumentView, TPage } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** GET /api/bookings/{id}/document-views/: who looked at the renter's documents (first 50, newest first). */
export function useDocumentViews(bookingId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: ['document-views', bookingId],
    enabled: isEnabled,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<TPage<TDocumentView>>(`/api/bookings/${bookingId}/document-views/`, {
          auth: true,
          signal,
          query: { page_size: 50 },
        }),
      ),
  })
}
