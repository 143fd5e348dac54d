import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'
import { RENTING_QUERY_KEYS } from '../../../lib/renting-query-keys.ts'

export type TRentSide = 'guest' | 'host'

/**
 * A stay's schedule lives under its side's bookings key, so whatever refreshes the stays refreshes
 * it too: a live `booking` event (each rent notice sends one), the way back from a checkout, a
 * cancellation.
 */
export function rentQueryKey(side: TRentSide, bookingId: number) {
  const bookings = side === 'guest' ? RENTING_QUERY_KEYS.bookings : HOSTING_QUERY_KEYS.bookings
  return [...bookings, 'rent', bookingId] as const
}
