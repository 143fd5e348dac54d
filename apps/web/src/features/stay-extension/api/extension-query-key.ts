import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'
import { RENTING_QUERY_KEYS } from '../../../lib/renting-query-keys.ts'

export type TExtensionSide = 'guest' | 'host'

/**
 * A stay's extension requests live under its side's bookings key, so whatever refreshes the stays
 * (a live `booking` event: every extension notice sends one) refreshes them too.
 */
export function extensionQueryKey(side: TExtensionSide, bookingId: number) {
  const bookings = side === 'guest' ? RENTING_QUERY_KEYS.bookings : HOSTING_QUERY_KEYS.bookings
  return [...bookings, 'extensions', bookingId] as const
}
