import { BOOKING_STATUSES, type TBookingStatus } from '@demeure/shared'

/** The `?status=` of the reservations page, or null (all) when it names no known status. */
export function parseStatusFilter(value: string | null): TBookingStatus | null {
  return BOOKING_STATUSES.find((status) => status === value) ?? null
}
