import { bookingEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/bookings/{id}/: one reservation (a 404 for one that is not the caller's). */
export function useReservation(id: number | null) {
  return useQuery({
    queryKey: endpointKey(bookingEndpoints.detail, { id: String(id) }),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      unwrap(await callApi(bookingEndpoints.detail, { params: { id: String(id) }, auth: true, signal })),
  })
}
