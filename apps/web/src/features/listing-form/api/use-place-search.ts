import { listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** GET /api/geocode/search/?q=…&limit=1: the first place found, or null. */
export function usePlaceSearch() {
  return useMutation({
    mutationFn: async (term: string) => {
      const places = unwrap(await callApi(listingEndpoints.geocodeSearch, { query: { q: term, limit: 1 } }))
      return places[0] ?? null
    },
  })
}
