import { BOOKING_STATUSES, type TBookingStatus } from '@demeure/shared'

export type TBookingsTab = 'bookings' | 'visits'

/** The page's state, read from its URL (`?tab=visits&property=12&status=requested`): links can point at it. */
export function readFilters(params: URLSearchParams) {
  const listing = Number(params.get('property'))
  return {
    tab: (params.get('tab') === 'visits' ? 'visits' : 'bookings') as TBookingsTab,
    property: Number.isInteger(listing) && listing > 0 ? listing : null,
    status: (BOOKING_STATUSES.find((status) => status === params.get('status')) ??
      null) as TBookingStatus | null,
  }
}

/** The URL parameters with one of them changed; the default value leaves the URL. */
export function withFilter(
  params: URLSearchParams,
  name: 'tab' | 'property' | 'status',
  value: string | null,
) {
  const next = new URLSearchParams(params)
  if (value === null || value === '' || (name === 'tab' && value === 'bookings')) next.delete(name)
  else next.set(name, value)
  return next
}
