import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

type TPlace = { lat: string; lon: string; display_name: string }

/** GET /api/geocode/search/ with one result: the city's centre, or null when unknown. */
export function useCitySearch() {
  return useMutation({
    mutationFn: async (text: string) => {
      const places = unwrap(await api.get<TPlace[]>('/api/geocode/search/', { query: { q: text, limit: 1 } }))
      const place = places[0]
      return place ? { lat: Number(place.lat), lng: Number(place.lon), name: place.display_name } : null
    },
  })
}
