import { ROUTES } from '../../../lib/routes.ts'

/** The reservations page showing one reservation (used by the dashboard and the transactions). */
export function reservationHref(bookingId: number): string {
  return `${ROUTES.userPanel}/reservations?booking=${bookingId}`
}
