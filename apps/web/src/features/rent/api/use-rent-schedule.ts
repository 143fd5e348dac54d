import type { TRentSchedule } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { rentQueryKey, type TRentSide } from './rent-query-key.ts'

/** GET /api/bookings/{id}/rent/: every month of a stay and where it stands (renter or host). */
export function useRentSchedule(side: TRentSide, bookingId: number) {
  return useQuery({
    queryKey: rentQueryKey(side, bookingId),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<TRentSchedule>(`/api/bookings/${bookingId}/rent/`, { auth: true, signal })),
  })
}
