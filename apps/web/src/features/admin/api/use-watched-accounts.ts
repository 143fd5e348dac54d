import { staffEndpoints } from '@demeure/shared/zod-free'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'
import { QUEUE_PAGE_SIZE, type TWatchFilter } from '../lib/review-status.ts'

/** GET /api/admin/watched-accounts/?reason=: new accounts that did much in their first day. */
export function useWatchedAccounts(reason: TWatchFilter, page: number) {
  return useQuery({
    queryKey: endpointKey(staffEndpoints.watchedAccounts, undefined, {
      reason,
      page,
      page_size: QUEUE_PAGE_SIZE,
    }),
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(staffEndpoints.watchedAccounts, {
          auth: true,
          signal,
          query: { reason, page, page_size: QUEUE_PAGE_SIZE },
        }),
      ),
    placeholderData: keepPreviousData,
  })
}
