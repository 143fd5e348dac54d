import type { TModerationActionRequest } from '@demeure/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { ADMIN_QUERY_KEYS } from './admin-query-keys.ts'

/** POST /api/admin/reports/{id}/actions/, then the queue is fetched again. */
export function useReportAction(reportId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (action: TModerationActionRequest) =>
      unwrap(await api.post<null>(`/api/admin/reports/${reportId}/actions/`, { auth: true, body: action })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.reports }),
  })
}
