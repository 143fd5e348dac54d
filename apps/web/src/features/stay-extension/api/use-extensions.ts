import { stayEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/bookings/{id}/extensions/: a stay's extension requests, newest first. */
export function useExtensions(bookingId: number) {
  return useQuery({
    queryKey: endpointKey(stayEndpoints.extensions, { id: bookingId }),
    queryFn: async ({ signal }) =>
      unwrap(await callApi(stayEndpoints.extensions, { params: { id: bookingId }, auth: true, signal })),
  })
}
