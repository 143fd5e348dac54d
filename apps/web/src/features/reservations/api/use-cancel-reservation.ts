import type { ZCancelAnswer } from '@demeure/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api, unwrap } from '../../../lib/api-client.ts'
import { RENTING_QUERY_KEYS } from '../../../lib/renting-query-keys.ts'

/** POST /api/bookings/{id}/cancel/: the answer says what the policy refunds and what it keeps. */
export function useCancelReservation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.post<z.infer<typeof ZCancelAnswer>>(`/api/bookings/${id}/cancel/`, { auth: true })),
    onSuccess: () =>
      Promise.all(
        Object.values(RENTING_QUERY_KEYS).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}
