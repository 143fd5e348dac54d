import type { TBooking, TBookingStatus } from '@demeure/shared'
import { bookingEndpoints } from '@demeure/shared/zod-free'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointPagesKey } from '../../../lib/endpoint-key.ts'
import { type TPage, toRelativeApiPath } from '../../../lib/page.ts'

const PAGE_SIZE = 10

/**
 * GET /api/bookings/?role=guest: the caller's own stays (not those on their listings), newest
 * request first, optionally of one status; each next page follows the server's `next` link.
 */
export function useMyReservations(status: TBookingStatus | null) {
  const query = { role: 'guest', status, page_size: PAGE_SIZE }
  return useInfiniteQuery({
    queryKey: endpointPagesKey(bookingEndpoints.list, undefined, query),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        pageParam
          ? await api.get<TPage<TBooking>>(pageParam, { auth: true, signal })
          : await callApi(bookingEndpoints.list, { auth: true, signal, query }),
      ),
    getNextPageParam: (page) => (page.next ? toRelativeApiPath(page.next) : null),
  })
}
