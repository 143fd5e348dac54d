import type { TBooking } from '@demeure/shared'
import { bookingEndpoints } from '@demeure/shared/zod-free'
import { type TDecisionFeedback, useDecision } from './use-decision.ts'

export type TBookingDecision = 'approve' | 'decline'

/** Approving or declining a stay request (the host of the listing). */
export function useBookingDecision(feedback: TDecisionFeedback<TBooking, TBookingDecision>) {
  return useDecision<TBooking, TBookingDecision>({
    ...feedback,
    list: bookingEndpoints.hostList,
    endpoints: { approve: bookingEndpoints.approve, decline: bookingEndpoints.decline },
    idOf: (booking) => booking.booking_id,
    expected: (booking, decision) => ({
      ...booking,
      status: decision === 'approve' ? 'approved' : 'declined',
      expires_at: null,
    }),
  })
}
