import { MAX_PAGE_SIZE } from '@demeure/shared'
import { listingEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'

/** GET /api/host-properties/: the signed-in host's listings, in one page of up to 100. */
export function useHostListings() {
  return useQuery({
    queryKey: HOSTING_QUERY_KEYS.listings,
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(listingEndpoints.hostList, {
          auth: true,
          signal,
          query: { page_size: MAX_PAGE_SIZE },
        }),
      ).results,
  })
}
