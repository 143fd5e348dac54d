import type { TMapItem } from '@demeure/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { fetchPages } from './fetch-pages.ts'

const PAGE_SIZE = 500
/** 2,000 markers stay smooth with clustering; past that the page asks to zoom in. */
const MAX_PAGES = 4

/** GET /api/properties/map-data/ for one viewport (`bbox`), never the whole catalogue. */
export function useMapItems(bbox: string | null) {
  return useQuery({
    queryKey: ['map-data', bbox],
    enabled: bbox !== null,
    queryFn: ({ signal }) =>
      fetchPages<TMapItem>('/api/properties/map-data/', { bbox, page_size: PAGE_SIZE }, MAX_PAGES, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
