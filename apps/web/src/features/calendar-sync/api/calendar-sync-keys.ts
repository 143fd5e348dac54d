import type { QueryClient } from '@tanstack/react-query'
import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'

/** The feed statuses carry errors in the reader's language, so each language has its own entry. */
export const calendarSyncKey = (listingId: number, language?: string) =>
  language ? (['calendar-sync', listingId, language] as const) : (['calendar-sync', listingId] as const)

/**
 * After a feed is added, synced or removed its imported dates changed: the listing (its reserved
 * dates) and the dashboard are fetched again with the feeds.
 */
export function invalidateCalendar(queryClient: QueryClient, listingId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: calendarSyncKey(listingId) }),
    ...Object.values(HOSTING_QUERY_KEYS).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ])
}
