import { MAX_PAGE_SIZE } from '@demeure/shared'
import { listingEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/host-properties/: the signed-in host's listings, in one page of up to 100. */
export function useHostListings() {
  const query = { page_size: MAX_PAGE_SIZE }
  return useQuery({
    queryKey: endpointKey(listingEndpoints.hostList, undefined, query),
    queryFn: async ({ signal }) =>
      unwrap(await callApi(listingEndpoints.hostList, { auth: true, signal, query })),
    select: (page) => page.results,
  })
}
