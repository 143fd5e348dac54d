import type { TReportCreate } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/reports/: a new report, or the open one already sent about the same thing. */
export function useCreateReport() {
  return useMutation({
    mutationFn: async (report: TReportCreate) =>
      unwrap(await callApi(messagingEndpoints.report, { auth: true, body: report })),
  })
}
