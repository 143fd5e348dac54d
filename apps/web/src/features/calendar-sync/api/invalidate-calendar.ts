import { calendarEndpoints } from '@demeure/shared/zod-free'
import type { QueryClient } from '@tanstack/react-query'
import { endpointKey, invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import { HOSTING_ENDPOINTS } from '../../../lib/hosting-endpoints.ts'

/** The feeds of one listing, in every language (their statuses carry errors in the reader's). */
export function invalidateCalendarSync(queryClient: QueryClient, listingId: number) {
  return queryClient.invalidateQueries({ queryKey: endpointKey(calendarEndpoints.sync, { id: listingId }) })
}

/**
 * After a feed is added, synced or removed its imported dates changed: the listing (its reserved
 * dates) and the dashboard are fetched again with the feeds.
 */
export function invalidateCalendar(queryClient: QueryClient, listingId: number) {
  return Promise.all([
    invalidateCalendarSync(queryClient, listingId),
    invalidateEndpoints(queryClient, ...HOSTING_ENDPOINTS),
  ])
}
