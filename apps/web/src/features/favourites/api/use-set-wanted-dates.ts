import { favouriteEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import type { TWantedDates } from '../lib/wanted-dates.ts'
import { FAVOURITE_ENDPOINTS } from './favourite-endpoints.ts'

/**
 * PUT /api/favourites/{id}/ on a saved home: sets its wanted dates, or clears them (`null`). The
 * list is read again after, so its "Booked for your dates" follows the new dates.
 */
export function useSetWantedDates(listingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (dates: TWantedDates | null) =>
      unwrap(
        await callApi(favouriteEndpoints.save, { params: { listingId }, auth: true, body: dates ?? {} }),
      ),
    onSuccess: () => invalidateEndpoints(queryClient, ...FAVOURITE_ENDPOINTS),
  })
}
