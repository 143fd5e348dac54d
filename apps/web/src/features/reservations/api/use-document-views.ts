import { bookingEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/bookings/{id}/document-views/: who looked at the renter's documents (first 50, newest first). */
export function useDocumentViews(bookingId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: endpointKey(bookingEndpoints.documentViews, { id: bookingId }, { page_size: 50 }),
    enabled: isEnabled,
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(bookingEndpoints.documentViews, {
          params: { id: bookingId },
          auth: true,
          signal,
          query: { page_size: 50 },
        }),
      ),
  })
}
