import type { TListingCard } from '@demeure/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TQuery } from '../../../lib/api-client.ts'
import { fetchPages } from './fetch-pages.ts'

const PAGE_SIZE = 100
const MAX_PAGES = 3

/** The search results (same filters as the list) inside one viewport, for the home page's map. */
export function useAreaListings(query: TQuery, bbox: string | null) {
  return useQuery({
    queryKey: ['listings', 'area', query, bbox],
    enabled: bbox !== null,
    queryFn: ({ signal }) =>
      fetchPages<TListingCard>(
        '/api/properties/',
        { ...query, bbox, page_size: PAGE_SIZE },
        MAX_PAGES,
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
