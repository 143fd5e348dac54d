import { MAX_PAGE_SIZE, type THostListing } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'
import type { TPage } from '../../../lib/page.ts'

/** GET /api/host-properties/: the signed-in host's listings, in one page of up to 100. */
export function useHostListings() {
  return useQuery({
    queryKey: HOSTING_QUERY_KEYS.listings,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<TPage<THostListing>>('/api/host-properties/', {
          auth: true,
          signal,
          query: { page_size: MAX_PAGE_SIZE },
        }),
      ).results,
  })
}
