import { listingEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/properties/{id}/: one published listing; a 404 for an unknown or hidden one. */
export function useListing(id: number | null) {
  return useQuery({
    queryKey: endpointKey(listingEndpoints.detail, { id: String(id) }),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      unwrap(await callApi(listingEndpoints.detail, { params: { id: String(id) }, signal })),
  })
}
