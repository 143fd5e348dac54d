import type { TLease } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { leaseQueryKey, type TLeaseSide } from './lease-query-key.ts'

/** GET /api/bookings/{id}/lease/: the stay's lease, its signatures and its renewal window. */
export function useLease(side: TLeaseSide, bookingId: number) {
  return useQuery({
    queryKey: leaseQueryKey(side, bookingId),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<TLease>(`/api/bookings/${bookingId}/lease/`, { auth: true, signal })),
    // A stay confirmed before leases existed has none: no retry, the section stays hidden.
    retry: false,
  })
}
