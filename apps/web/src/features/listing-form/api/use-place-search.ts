import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import type { TPlace } from '../lib/geocode-place.ts'

/** GET /api/geocode/search/?q=…&limit=1: the first place found, or null. */
export function usePlaceSearch() {
  return useMutation({
    mutationFn: async (term: string) => {
      const places = unwrap(await api.get<TPlace[]>('/api/geocode/search/', { query: { q: term, limit: 1 } }))
      return places[0] ?? null
    },
  })
}
