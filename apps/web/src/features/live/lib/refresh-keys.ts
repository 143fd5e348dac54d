import type { TNotification } from '@demeure/shared'
import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'
import { RENTING_QUERY_KEYS } from '../../../lib/renting-query-keys.ts'

/**
 * The cached lists a booking or visit change makes stale, on either side: the renter's
 * reservations and payments, the host's requests, visitors and dashboard.
 */
export const BOOKING_CHANGE_KEYS = [
  RENTING_QUERY_KEYS.bookings,
  RENTING_QUERY_KEYS.transactions,
  HOSTING_QUERY_KEYS.bookings,
  HOSTING_QUERY_KEYS.dashboard,
] as const

export const VISIT_CHANGE_KEYS = [
  ['visits'],
  HOSTING_QUERY_KEYS.visits,
  HOSTING_QUERY_KEYS.dashboard,
] as const

/** The notices of a staff decision on the co-host application: its status is fetched again. */
export const VERIFICATION_DECISIONS: readonly TNotification['kind'][] = [
  'verification_approved',
  'verification_rejected',
]
