import { staffEndpoints } from '@demeure/shared/zod-free'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'
import { QUEUE_PAGE_SIZE, type TListingFilter } from '../lib/review-status.ts'

/** GET /api/admin/properties/?status=: listings by review status. */
export function useAdminListings(status: TListingFilter, page: number) {
  return useQuery({
    queryKey: endpointKey(staffEndpoints.listings, undefined, { status, page, page_size: QUEUE_PAGE_SIZE }),
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(staffEndpoints.listings, {
          auth: true,
          signal,
          query: { status, page, page_size: QUEUE_PAGE_SIZE },
        }),
      ),
    placeholderData: keepPreviousData,
  })
}
