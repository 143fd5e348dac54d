import { stayEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/bookings/{id}/lease/: the stay's lease, its signatures and its renewal window. */
export function useLease(bookingId: number) {
  return useQuery({
    queryKey: endpointKey(stayEndpoints.lease, { id: bookingId }),
    queryFn: async ({ signal }) =>
      unwrap(await callApi(stayEndpoints.lease, { params: { id: bookingId }, auth: true, signal })),
    // A stay confirmed before leases existed has none: no retry, the section stays hidden.
    retry: false,
  })
}
