import { stayEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/bookings/{id}/rent/{seq}/pay/: where to pay one later month by hand (409 if it cannot be now). */
export function usePayRent(bookingId: number) {
  return useMutation({
    mutationFn: async (seq: number) =>
      unwrap(
        await callApi(stayEndpoints.payRent, {
          params: { id: bookingId, seq },
          auth: true,
        }),
      ),
  })
}
