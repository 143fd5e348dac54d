/** What the panel (and the transactions) use from the reservations feature. */
export { MyReservations } from './components/my-reservations.tsx'
export { RenterOverview } from './components/renter-overview.tsx'
export { reservationHref } from './lib/reservation-href.ts'
