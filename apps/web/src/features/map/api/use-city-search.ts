import { listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** GET /api/geocode/search/ with one result: the city's centre, or null when unknown. */
export function useCitySearch() {
  return useMutation({
    mutationFn: async (text: string) => {
      const places = unwrap(await callApi(listingEndpoints.geocodeSearch, { query: { q: text, limit: 1 } }))
      const place = places[0]
      return place ? { lat: Number(place.lat), lng: Number(place.lon), name: place.display_name } : null
    },
  })
}
