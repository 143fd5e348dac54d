import { listingEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/**
 * The tile server from GET /api/config/ (shared cache with the rest of the app's config). Null
 * means no tile server: maps show markers on a plain background.
 */
export function useMapTiles() {
  return useQuery({
    queryKey: endpointKey(listingEndpoints.config),
    queryFn: async ({ signal }) => unwrap(await callApi(listingEndpoints.config, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
    select: (config) => ({ url: config.map_tile_url, attribution: config.map_tile_attribution }),
  })
}
