import type { ZCheckout } from '@demeure/shared'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/bookings/{id}/pay/: where to pay the first payment of an approved stay. */
export function usePayReservation() {
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.post<z.infer<typeof ZCheckout>>(`/api/bookings/${id}/pay/`, { auth: true })),
  })
}
