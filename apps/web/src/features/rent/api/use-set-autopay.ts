import { stayEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** PUT /api/bookings/{id}/rent/autopay/: the renter's choice; the answer is the schedule as it now is. */
export function useSetAutopay(bookingId: number) {
  const queryClient = useQueryClient()
  const queryKey = endpointKey(stayEndpoints.rent, { id: bookingId })
  return useMutation({
    mutationFn: async (autopay: boolean) =>
      unwrap(
        await callApi(stayEndpoints.setAutopay, {
          params: { id: bookingId },
          auth: true,
          body: { autopay },
        }),
      ),
    onSuccess: (schedule) => {
      queryClient.setQueryData(queryKey, schedule)
      return queryClient.invalidateQueries({ queryKey })
    },
  })
}
