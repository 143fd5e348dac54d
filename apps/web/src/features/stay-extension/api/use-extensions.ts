import type { TStayExtensions } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { extensionQueryKey, type TExtensionSide } from './extension-query-key.ts'

/** GET /api/bookings/{id}/extensions/: a stay's extension requests, newest first. */
export function useExtensions(side: TExtensionSide, bookingId: number) {
  return useQuery({
    queryKey: extensionQueryKey(side, bookingId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<TStayExtensions>(`/api/bookings/${bookingId}/extensions/`, { auth: true, signal }),
      ),
  })
}
