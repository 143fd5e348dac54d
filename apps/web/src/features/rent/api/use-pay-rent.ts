import type { ZCheckout } from '@demeure/shared'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/bookings/{id}/rent/{seq}/pay/: where to pay one later month by hand (409 if it cannot be now). */
export function usePayRent(bookingId: number) {
  return useMutation({
    mutationFn: async (seq: number) =>
      unwrap(
        await api.post<z.infer<typeof ZCheckout>>(`/api/bookings/${bookingId}/rent/${seq}/pay/`, {
          auth: true,
        }),
      ),
  })
}
