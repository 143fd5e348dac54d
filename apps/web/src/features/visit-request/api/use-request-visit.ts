import type { TVisitWrite } from '@demeure/shared'
import { bookingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'

/** POST /api/visits/ (JSON: property, date, time, mode, message) → 201 the visit. */
export function useRequestVisit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (visit: TVisitWrite) =>
      unwrap(await callApi(bookingEndpoints.requestVisit, { body: visit, auth: true })),
    onSuccess: () => invalidateEndpoints(queryClient, bookingEndpoints.visits),
  })
}
