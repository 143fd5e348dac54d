import { staffEndpoints } from '@demeure/shared/zod-free'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'
import { QUEUE_PAGE_SIZE, type TReportFilter } from '../lib/review-status.ts'

/** GET /api/admin/reports/?status=: reports with their context and both people's history. */
export function useAdminReports(status: TReportFilter, page: number) {
  return useQuery({
    queryKey: endpointKey(staffEndpoints.reports, undefined, { status, page, page_size: QUEUE_PAGE_SIZE }),
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(staffEndpoints.reports, {
          auth: true,
          signal,
          query: { status, page, page_size: QUEUE_PAGE_SIZE },
        }),
      ),
    placeholderData: keepPreviousData,
  })
}
