import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import type { TPlace } from '../lib/geocode-place.ts'

type TReverseAnswer = TPlace | { error: string }

/** GET /api/geocode/reverse/?lat=&lon=: the place at a point, or null when it has no address. */
export function useReverseGeocode() {
  return useMutation({
    mutationFn: async ({ lat, lon }: { lat: string; lon: string }) => {
      const answer = unwrap(await api.get<TReverseAnswer>('/api/geocode/reverse/', { query: { lat, lon } }))
      return 'error' in answer ? null : answer
    },
  })
}
