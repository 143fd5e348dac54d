import { stayEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/bookings/{id}/rent/: every month of a stay and where it stands (renter or host). */
export function useRentSchedule(bookingId: number) {
  return useQuery({
    queryKey: endpointKey(stayEndpoints.rent, { id: bookingId }),
    queryFn: async ({ signal }) =>
      unwrap(await callApi(stayEndpoints.rent, { params: { id: bookingId }, auth: true, signal })),
  })
}
