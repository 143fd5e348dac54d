import { bookingEndpoints, listingEndpoints, moneyEndpoints } from '@demeure/shared/zod-free'
import { STAY_FOLLOW_UP_ENDPOINTS } from './renting-endpoints.ts'

/** Booking requests and stays on the host's listings, with what follows each stay. */
export const HOST_STAY_ENDPOINTS = [bookingEndpoints.hostList, ...STAY_FOLLOW_UP_ENDPOINTS]

/**
 * The host's own data, shared by the features that read it (the co-host panel, the dashboard) and
 * those that change it (the listing form, reserved dates, calendars), so that a change shows
 * everywhere at once (invalidateEndpoints, lib/endpoint-key.ts).
 */
export const HOSTING_ENDPOINTS = [
  listingEndpoints.hostList,
  moneyEndpoints.hostDashboard,
  ...HOST_STAY_ENDPOINTS,
  bookingEndpoints.visits,
]
