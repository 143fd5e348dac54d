import { stayEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import { HOST_STAY_ENDPOINTS } from '../../../lib/hosting-endpoints.ts'
import { RENTER_STAY_ENDPOINTS } from '../../../lib/renting-endpoints.ts'
import type { TExtensionSide } from './extension-side.ts'

/** The stays of that side, with what follows each (the extensions among them). */
const stayEndpointsOf = (side: TExtensionSide) =>
  side === 'guest' ? RENTER_STAY_ENDPOINTS : HOST_STAY_ENDPOINTS

/** POST /api/bookings/{id}/extensions/: the renter asks for a later check-out. */
export function useAskExtension(bookingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (checkOut: string) =>
      unwrap(
        await callApi(stayEndpoints.askExtension, {
          params: { id: bookingId },
          auth: true,
          body: { check_out: checkOut },
        }),
      ),
    onSuccess: () => invalidateEndpoints(queryClient, ...stayEndpointsOf('guest')),
  })
}

const EXTENSION_ANSWERS = {
  accept: stayEndpoints.acceptExtension,
  decline: stayEndpoints.declineExtension,
  cancel: stayEndpoints.cancelExtension,
}

/** POST …/extensions/{extId}/accept|decline/ (host) or cancel/ (renter); the stay and its rent refresh. */
export function useAnswerExtension(side: TExtensionSide, bookingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'accept' | 'decline' | 'cancel' }) =>
      unwrap(await callApi(EXTENSION_ANSWERS[action], { params: { id: bookingId, extId: id }, auth: true })),
    onSettled: () => invalidateEndpoints(queryClient, ...stayEndpointsOf(side)),
  })
}
