import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'
import { RENTING_QUERY_KEYS } from '../../../lib/renting-query-keys.ts'

export type TLeaseSide = 'guest' | 'host'

/**
 * A stay's lease lives under its side's bookings key, so whatever refreshes the stays (a live
 * `booking` event: every lease notice sends one) refreshes it too.
 */
export function leaseQueryKey(side: TLeaseSide, bookingId: number) {
  const bookings = side === 'guest' ? RENTING_QUERY_KEYS.bookings : HOSTING_QUERY_KEYS.bookings
  return [...bookings, 'lease', bookingId] as const
}
