import type { TModerationActionRequest } from '@demeure/shared'
import { staffEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'

/** POST /api/admin/reports/{id}/actions/, then the queue is fetched again. */
export function useReportAction(reportId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (action: TModerationActionRequest) =>
      unwrap(
        await callApi(staffEndpoints.reportAction, { params: { id: reportId }, auth: true, body: action }),
      ),
    onSettled: () => invalidateEndpoints(queryClient, staffEndpoints.reports),
  })
}
