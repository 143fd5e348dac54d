import { MAX_PAGE_SIZE } from '@demeure/shared'
import { bookingEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/**
 * The caller's latest reservations as guest, in one page of up to 100, for the dashboard's summary
 * (what is next, what waits for an answer, a payment or a review).
 */
export function useRenterBookings() {
  const query = { role: 'guest', page_size: MAX_PAGE_SIZE }
  return useQuery({
    queryKey: endpointKey(bookingEndpoints.list, undefined, query),
    queryFn: async ({ signal }) =>
      unwrap(await callApi(bookingEndpoints.list, { auth: true, signal, query })),
    select: (page) => page.results,
  })
}
