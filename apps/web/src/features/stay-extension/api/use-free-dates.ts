import { listingEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** The listing's free periods (its public page's `free_dates`), to offer only possible check-outs. */
export function useFreeDates(listingId: number | undefined) {
  return useQuery({
    // The listing's own entry (useListing's): one read serves both.
    queryKey: endpointKey(listingEndpoints.detail, { id: String(listingId) }),
    enabled: listingId !== undefined,
    queryFn: async ({ signal }) =>
      unwrap(await callApi(listingEndpoints.detail, { params: { id: String(listingId) }, signal })),
    select: (listing) => listing.free_dates,
  })
}
