import { listingEndpoints } from '@demeure/shared/zod-free'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type TQuery, unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/**
 * GET /api/properties/map-view/ for one viewport (`bbox`) with the search's filters (`query`): the
 * server's clusters of every matching home, and the homes themselves when they are few. One
 * request per settled viewport, whatever the size of the catalogue.
 */
export function useMapView(query: TQuery, bbox: string | null) {
  // The list's order and paging do not change what the map shows.
  const { sort: _sort, page: _page, page_size: _pageSize, ...filters } = query
  const mapQuery = { ...filters, bbox }
  return useQuery({
    queryKey: endpointKey(listingEndpoints.mapView, undefined, mapQuery),
    enabled: bbox !== null,
    queryFn: async ({ signal }) =>
      unwrap(await callApi(listingEndpoints.mapView, { query: mapQuery, signal })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
