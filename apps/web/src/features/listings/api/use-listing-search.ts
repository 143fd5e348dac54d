import type { TListingCard } from '@demeure/shared'
import { listingEndpoints } from '@demeure/shared/zod-free'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api, type TQuery, unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointPagesKey } from '../../../lib/endpoint-key.ts'
import { type TPage, toRelativeApiPath } from '../../../lib/page.ts'

const PAGE_SIZE = 20

/**
 * GET /api/properties/ for the search filters, a page at a time: each next page follows the
 * server's `next` link as the list scrolls.
 */
export function useListingSearch(query: TQuery) {
  const pageQuery = { ...query, page_size: PAGE_SIZE }
  return useInfiniteQuery({
    queryKey: endpointPagesKey(listingEndpoints.search, undefined, pageQuery),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        pageParam
          ? await api.get<TPage<TListingCard>>(pageParam, { signal })
          : await callApi(listingEndpoints.search, { query: pageQuery, signal }),
      ),
    getNextPageParam: (page) => (page.next ? toRelativeApiPath(page.next) : null),
    // While a refined search loads, the previous results stay (dimmed) instead of a blank list.
    placeholderData: keepPreviousData,
  })
}
