import type { TMapView } from '@demeure/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type TQuery, unwrap } from '../../../lib/api-client.ts'

/**
 * GET /api/properties/map-view/ for one viewport (`bbox`) with the search's filters (`query`): the
 * server's clusters of every matching home, and the homes themselves when they are few. One
 * request per settled viewport, whatever the size of the catalogue.
 */
export function useMapView(query: TQuery, bbox: string | null) {
  // The list's order and paging do not change what the map shows.
  const { sort: _sort, page: _page, page_size: _pageSize, ...filters } = query
  return useQuery({
    queryKey: ['map-view', filters, bbox],
    enabled: bbox !== null,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<TMapView>('/api/properties/map-view/', { query: { ...filters, bbox }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
