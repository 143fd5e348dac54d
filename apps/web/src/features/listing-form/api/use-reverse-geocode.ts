import { listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** GET /api/geocode/reverse/?lat=&lon=: the place at a point, or null when it has no address. */
export function useReverseGeocode() {
  return useMutation({
    mutationFn: async ({ lat, lon }: { lat: string; lon: string }) => {
      const answer = unwrap(await callApi(listingEndpoints.geocodeReverse, { query: { lat, lon } }))
      return 'error' in answer ? null : answer
    },
  })
}
