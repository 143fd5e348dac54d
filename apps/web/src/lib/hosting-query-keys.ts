/**
 * Query keys of the host's own data, shared by the features that read it (the co-host panel) and
 * those that change it (the create form), so that a new listing shows everywhere at once.
 */
export const HOSTING_QUERY_KEYS = {
  listings: ['host-listings'] as const,
  dashboard: ['host-dashboard'] as const,
  /** Booking requests and visitors on the host's listings; a decision refreshes its list and the dashboard. */
  bookings: ['host-bookings'] as const,
  visits: ['host-visits'] as const,
}
