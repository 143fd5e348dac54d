import type { TExtensionQuoteWire } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** GET /api/bookings/{id}/extensions/quote/?check_out=: the server's price, or why not (400/409). */
export function useExtensionQuote(bookingId: number, checkOut: string) {
  return useQuery({
    queryKey: ['extension-quote', bookingId, checkOut],
    enabled: checkOut !== '',
    retry: false,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<TExtensionQuoteWire>(
          `/api/bookings/${bookingId}/extensions/quote/?check_out=${checkOut}`,
          { auth: true, signal },
        ),
      ),
  })
}
