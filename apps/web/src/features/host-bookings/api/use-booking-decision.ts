import type { TBooking } from '@demeure/shared'
import { bookingEndpoints } from '@demeure/shared/zod-free'
import { endpointUrl } from '../../../lib/call-api.ts'
import { type TDecisionFeedback, useDecision } from './use-decision.ts'

export type TBookingDecision = 'approve' | 'decline'

/** POST /api/bookings/{id}/approve/ | decline/ (the host of the listing). */
export function useBookingDecision(feedback: TDecisionFeedback<TBooking, TBookingDecision>) {
  return useDecision<TBooking, TBookingDecision>({
    ...feedback,
    list: bookingEndpoints.hostList,
    path: (id, decision) =>
      endpointUrl(decision === 'approve' ? bookingEndpoints.approve : bookingEndpoints.decline, { id }),
    idOf: (booking) => booking.booking_id,
    expected: (booking, decision) => ({
      ...booking,
      status: decision === 'approve' ? 'approved' : 'declined',
      expires_at: null,
    }),
  })
}
