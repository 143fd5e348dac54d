import { bookingEndpoints, listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import { RENTER_STAY_ENDPOINTS } from '../../../lib/renting-endpoints.ts'
import { uploadToEndpoint } from '../../../lib/upload-with-progress.ts'
import type { TStayChoice } from '../lib/agreement-values.ts'

type TRequestBooking = { stay: TStayChoice; body: FormData; onProgress: (fraction: number) => void }

/**
 * POST /api/bookings/ (multipart: the stay, the agreement and its documents) → 201 the booking.
 * The stay's dates are asked again first (GET …/quote/ answers 409 when a night was taken since
 * the panel priced it), so ID documents are never sent for dates the home no longer has.
 */
export function useRequestBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ stay, body, onProgress }: TRequestBooking) => {
      unwrap(
        await callApi(listingEndpoints.quote, {
          params: { id: stay.listingId },
          query: { check_in: stay.checkIn, check_out: stay.checkOut },
        }),
      )
      return unwrap(await uploadToEndpoint(bookingEndpoints.create, body, { onProgress }))
    },
    // The renter's reservations now hold one more request.
    onSuccess: () => invalidateEndpoints(queryClient, ...RENTER_STAY_ENDPOINTS),
  })
}
