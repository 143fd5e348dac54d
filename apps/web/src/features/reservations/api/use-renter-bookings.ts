import { MAX_PAGE_SIZE } from '@demeure/shared'
import { bookingEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { RENTING_QUERY_KEYS } from '../../../lib/renting-query-keys.ts'

/**
 * The caller's latest reservations as guest, in one page of up to 100, for the dashboard's summary
 * (what is next, what waits for an answer, a payment or a review).
 */
export function useRenterBookings() {
  return useQuery({
    queryKey: [...RENTING_QUERY_KEYS.bookings, 'guest', 'overview'],
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(bookingEndpoints.list, {
          auth: true,
          signal,
          query: { role: 'guest', page_size: MAX_PAGE_SIZE },
        }),
      ).results,
  })
}
