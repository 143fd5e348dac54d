import { staffEndpoints } from '@demeure/shared/zod-free'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'
import { QUEUE_PAGE_SIZE, type TMoneyFilter } from '../lib/review-status.ts'

/** GET /api/admin/money/?kind=: overdue rent, or payouts whose transfer failed. */
export function useAdminMoney(kind: TMoneyFilter, page: number) {
  return useQuery({
    queryKey: endpointKey(staffEndpoints.money, undefined, { kind, page, page_size: QUEUE_PAGE_SIZE }),
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(staffEndpoints.money, {
          auth: true,
          signal,
          query: { kind, page, page_size: QUEUE_PAGE_SIZE },
        }),
      ),
    placeholderData: keepPreviousData,
  })
}
