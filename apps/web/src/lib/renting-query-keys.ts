/**
 * Query keys of the caller's stays and money, shared by the views that read them (reservations,
 * transactions, dashboards) and the actions that change them (request, pay, cancel, review), so that
 * one change refreshes every view.
 */
export const RENTING_QUERY_KEYS = {
  bookings: ['bookings'] as const,
  transactions: ['transactions'] as const,
}
