import type { TBooking, TBookingStatus } from '@demeure/shared'

export type TReservationAction = 'pay' | 'review' | 'message' | 'cancel'

/** Either side may cancel until the stay is over (API.md Renting); the policy decides the refund. */
export const CANCELLABLE_STATUSES: readonly TBookingStatus[] = [
  'requested',
  'approved',
  'confirmed',
  'active',
]
/** A stay can be reviewed once it has started, once (the server refuses earlier or twice). */
const REVIEWABLE_STATUSES: readonly TBookingStatus[] = ['active', 'completed']

/**
 * What the guest can do with a reservation now, in the order the card shows them. The host can be written to while the listing still exists.
 */
export function reservationActions(
  booking: Pick<TBooking, 'status' | 'has_review' | 'property'>,
): TReservationAction[] {
  const actions: TReservationAction[] = []
  if (booking.status === 'approved') actions.push('pay')
  if (REVIEWABLE_STATUSES.includes(booking.status) && !booking.has_review) actions.push('review')
  if (booking.property) actions.push('message')
  if (CANCELLABLE_STATUSES.includes(booking.status)) actions.push('cancel')
  return actions
}
