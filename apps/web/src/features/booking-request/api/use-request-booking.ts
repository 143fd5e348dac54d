import type { TBooking } from '@demeure/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts'

type TRequestBooking = { body: FormData; onProgress: (fraction: number) => void }

/** POST /api/bookings/ (multipart: the stay, the agreement and its documents) → 201 the booking. */
export function useRequestBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, onProgress }: TRequestBooking) =>
      unwrap(await uploadWithProgress<TBooking>('/api/bookings/', body, { method: 'POST', onProgress })),
    // The renter's reservations now hold one more request.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  })
}
