import { stayEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'
import { RENTING_QUERY_KEYS } from '../../../lib/renting-query-keys.ts'
import type { TExtensionSide } from './extension-query-key.ts'

const keyOf = (side: TExtensionSide) =>
  side === 'guest' ? RENTING_QUERY_KEYS.bookings : HOSTING_QUERY_KEYS.bookings

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf('guest') }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(side) }),
  })
}
