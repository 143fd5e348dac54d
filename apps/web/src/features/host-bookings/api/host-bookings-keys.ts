/** Query keys of the host's bookings and visitors; a decision refreshes its list and the dashboard. */
export const HOST_BOOKINGS_KEYS = {
  bookings: ['host-bookings'] as const,
  visits: ['host-visits'] as const,
}
