import type { TVisit, TVisitWrite } from '@demeure/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/visits/ (JSON: property, date, time, mode, message) → 201 the visit. */
export function useRequestVisit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (visit: TVisitWrite) =>
      unwrap(await api.post<TVisit>('/api/visits/', { body: visit, auth: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visits'] }),
  })
}
