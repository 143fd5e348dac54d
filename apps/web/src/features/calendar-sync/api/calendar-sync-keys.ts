import type { QueryClient } from '@tanstack/react-query'
import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'

/** The feed statuses carry errors in the reader's language, so each language has its own entry. */
export const calendarSyncKey = (propertyId: number, language?: string) =>
  language ? (['calendar-sync', propertyId, language] as const) : (['calendar-sync', propertyId] as const)

/**
 * After a feed is added, synced or removed its imported dates changed: the listing (its reserved
 * dates) and the dashboard are fetched again with the feeds.
 */
export function invalidateCalendar(queryClient: QueryClient, propertyId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: calendarSyncKey(propertyId) }),
    ...Object.values(HOSTING_QUERY_KEYS).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ])
}
