import { bookingEndpoints, moneyEndpoints, stayEndpoints } from '@demeure/shared/zod-free'

/**
 * What follows a confirmed stay (its lease, its rent, its extensions): one endpoint each, read by
 * the renter and by the host alike, so a change to the stay on either side refreshes them.
 */
export const STAY_FOLLOW_UP_ENDPOINTS = [stayEndpoints.lease, stayEndpoints.rent, stayEndpoints.extensions]

/**
 * The caller's stays as renter (the lists, one stay, and what follows it): a request, a payment, a
 * cancellation, a review or an extension refreshes them all (invalidateEndpoints, lib/endpoint-key.ts).
 */
export const RENTER_STAY_ENDPOINTS = [
  bookingEndpoints.list,
  bookingEndpoints.detail,
  ...STAY_FOLLOW_UP_ENDPOINTS,
]

/** The renter's stays and money, shared by the views that read them and the actions that change them. */
export const RENTING_ENDPOINTS = [...RENTER_STAY_ENDPOINTS, moneyEndpoints.transactions]
