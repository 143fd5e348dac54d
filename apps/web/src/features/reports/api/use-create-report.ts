import type { TReport, TReportCreate } from '@demeure/shared'
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/reports/: a new report, or the open one already sent about the same thing. */
export function useCreateReport() {
  return useMutation({
    mutationFn: async (report: TReportCreate) =>
      unwrap(await api.post<TReport>('/api/reports/', { auth: true, body: report })),
  })
}
