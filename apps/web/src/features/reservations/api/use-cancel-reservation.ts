import { bookingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import { RENTING_ENDPOINTS } from '../../../lib/renting-endpoints.ts'

/** POST /api/bookings/{id}/cancel/: the answer says what the policy refunds and what it keeps. */
export function useCancelReservation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await callApi(bookingEndpoints.cancel, { params: { id }, auth: true })),
    // Not awaited: the dialog's own callbacks (the toast, closing) run on the server's answer. Were
    // they to wait for every refetch, the stay could show as cancelled first, which unmounts the
    // dialog with its callbacks (the more queries there are, like each stay's rent schedule).
    onSuccess: () => {
      void invalidateEndpoints(queryClient, ...RENTING_ENDPOINTS)
    },
  })
}
