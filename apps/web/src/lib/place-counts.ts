import type { TPlaceCount } from '@demeure/shared'
import { canonicalPlaceName, foldText, listingEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from './api-client.ts'
import { callApi } from './call-api.ts'
import { endpointKey } from './endpoint-key.ts'

/**
 * GET /api/properties/places/: every city and neighbourhood of Montréal with published homes and
 * how many (what a search with `city=<name>` counts), most first. Shared by /Explore and the Where
 * list.
 */
export function usePlaceCounts() {
  return useQuery({
    queryKey: endpointKey(listingEndpoints.places),
    queryFn: async ({ signal }) => unwrap(await callApi(listingEndpoints.places, { signal })),
    staleTime: 5 * 60_000,
  })
}

/** The key a place is known by whatever its spelling ('Quebec City', 'québec' → 'quebec'). */
export const placeKey = (name: string) => foldText(canonicalPlaceName(name))

/** Homes per place key; a place missing from the facet has none. */
export function countsByPlace(places: readonly TPlaceCount[] | undefined): Map<string, number> {
  return new Map((places ?? []).map((place) => [placeKey(place.name), place.count]))
}
