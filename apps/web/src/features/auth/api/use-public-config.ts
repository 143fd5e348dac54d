import { listingEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/config/: what the server enables for the browser (Google sign-in). */
export function usePublicConfig() {
  return useQuery({
    queryKey: endpointKey(listingEndpoints.config),
    queryFn: async ({ signal }) => unwrap(await callApi(listingEndpoints.config, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
