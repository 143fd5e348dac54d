import type { TDayRange } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** The listing's free periods (its public page's `free_dates`), to offer only possible check-outs. */
export function useFreeDates(listingId: number | undefined) {
  return useQuery({
    queryKey: ['listing-free-dates', listingId],
    enabled: listingId !== undefined,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ free_dates: TDayRange[] }>(`/api/properties/${listingId}/`, { signal }))
        .free_dates,
  })
}
