import type { TBooking } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { RENTING_QUERY_KEYS } from '../../../lib/renting-query-keys.ts'

/** GET /api/bookings/{id}/: one reservation (a 404 for one that is not the caller's). */
export function useReservation(id: number | null) {
  return useQuery({
    queryKey: [...RENTING_QUERY_KEYS.bookings, 'one', id],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<TBooking>(`/api/bookings/${id}/`, { auth: true, signal })),
  })
}
