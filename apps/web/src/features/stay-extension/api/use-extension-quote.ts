import { stayEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/bookings/{id}/extensions/quote/?check_out=: the server's price, or why not (400/409). */
export function useExtensionQuote(bookingId: number, checkOut: string) {
  return useQuery({
    queryKey: endpointKey(stayEndpoints.extensionQuote, { id: bookingId }, { check_out: checkOut }),
    enabled: checkOut !== '',
    retry: false,
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(stayEndpoints.extensionQuote, {
          params: { id: bookingId },
          query: { check_out: checkOut },
          auth: true,
          signal,
        }),
      ),
  })
}
