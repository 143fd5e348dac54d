import { bookingEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/bookings/{id}/pay/: where to pay the first payment of an approved stay. */
export function usePayReservation() {
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await callApi(bookingEndpoints.pay, { params: { id }, auth: true })),
  })
}
