import type { TListingDetail } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** GET /api/properties/{id}/: one published listing; a 404 for an unknown or hidden one. */
export function useListing(id: number | null) {
  return useQuery({
    queryKey: ['listings', 'detail', id],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<TListingDetail>(`/api/properties/${id}/`, { signal })),
  })
}
