import type { TBooking, TBookingStatus } from '@demeure/shared'

/** The three lists of the host's bookings page, in the order the host deals with them. */
export const BOOKING_GROUPS = ['requests', 'stays', 'past'] as const
export type TBookingGroup = (typeof BOOKING_GROUPS)[number]

const GROUP_OF: Record<TBookingStatus, TBookingGroup> = {
  requested: 'requests',
  approved: 'stays',
  confirmed: 'stays',
  active: 'stays',
  completed: 'past',
  declined: 'past',
  cancelled: 'past',
  expired: 'past',
}

const byExpiry = (a: TBooking, b: TBooking) => (a.expires_at ?? '').localeCompare(b.expires_at ?? '')
const byCheckIn = (a: TBooking, b: TBooking) => a.check_in.localeCompare(b.check_in)

/**
 * Requests first (the one that lapses soonest on top), then stays to come or under way (soonest
 * check-in first), then the past (most recent first).
 */
export function groupBookings(bookings: readonly TBooking[]): Record<TBookingGroup, TBooking[]> {
  const groups: Record<TBookingGroup, TBooking[]> = { requests: [], stays: [], past: [] }
  for (const booking of bookings) groups[GROUP_OF[booking.status]].push(booking)
  groups.requests.sort(byExpiry)
  groups.stays.sort(byCheckIn)
  groups.past.sort((a, b) => byCheckIn(b, a))
  return groups
}
