import { stayEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { extensionQueryKey, type TExtensionSide } from './extension-query-key.ts'

/** GET /api/bookings/{id}/extensions/: a stay's extension requests, newest first. */
export function useExtensions(side: TExtensionSide, bookingId: number) {
  return useQuery({
    queryKey: extensionQueryKey(side, bookingId),
    queryFn: async ({ signal }) =>
      unwrap(await callApi(stayEndpoints.extensions, { params: { id: bookingId }, auth: true, signal })),
  })
}
