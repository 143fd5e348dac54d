import { daysBetween, type TBooking } from '@demeure/shared'

export type TRenterOverview = {
  /** The soonest confirmed or ongoing stay, with the days left before check-in (0 once it started). */
  nextStay: { booking: TBooking; daysUntil: number } | null
  awaitingPayment: TBooking[]
  awaitingHost: TBooking[]
  toReview: TBooking[]
}

const byCheckIn = (a: TBooking, b: TBooking) => a.check_in.localeCompare(b.check_in)

/** What the renter's dashboard shows, from their own reservations (as guest). */
export function renterOverview(bookings: readonly TBooking[], today: string): TRenterOverview {
  const stays = bookings.filter((booking) => booking.status === 'confirmed' || booking.status === 'active')
  const next = [...stays].sort(byCheckIn)[0]
  return {
    nextStay: next ? { booking: next, daysUntil: Math.max(0, daysBetween(today, next.check_in)) } : null,
    awaitingPayment: bookings.filter((booking) => booking.status === 'approved').sort(byCheckIn),
    awaitingHost: bookings.filter((booking) => booking.status === 'requested').sort(byCheckIn),
    toReview: bookings.filter(
      (booking) => (booking.status === 'active' || booking.status === 'completed') && !booking.has_review,
    ),
  }
}
