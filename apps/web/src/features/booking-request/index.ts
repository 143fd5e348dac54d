/** What the listing page uses from the booking request feature. */
export { BookingRequestDialog } from './components/booking-request-dialog.tsx'
export type { TStayChoice } from './lib/agreement-values.ts'
