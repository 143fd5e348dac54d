import type { TNotification } from '@demeure/shared'
import { bookingEndpoints, moneyEndpoints } from '@demeure/shared/zod-free'
import { HOST_STAY_ENDPOINTS } from '../../../lib/hosting-endpoints.ts'
import { RENTING_ENDPOINTS } from '../../../lib/renting-endpoints.ts'

/**
 * The cached answers a booking or visit change makes stale, on either side: the renter's
 * reservations and payments, the host's requests, visitors and dashboard.
 */
export const BOOKING_CHANGE_ENDPOINTS = [
  ...RENTING_ENDPOINTS,
  ...HOST_STAY_ENDPOINTS,
  moneyEndpoints.hostDashboard,
]

export const VISIT_CHANGE_ENDPOINTS = [bookingEndpoints.visits, moneyEndpoints.hostDashboard]

/** The notices of a staff decision on the co-host application: its status is fetched again. */
export const VERIFICATION_DECISIONS: readonly TNotification['kind'][] = [
  'verification_approved',
  'verification_rejected',
]
