import type { TNotification } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { endpointKey } from '../../../lib/endpoint-key.ts'
import type { TPage } from '../../../lib/page.ts'

export const NOTIFICATIONS_PAGE_SIZE = 20
export type TNotificationFilter = 'all' | 'unread'

/** What the list of notices asks for: all of them, or only the unread ones. */
export const notificationsQuery = (filter: TNotificationFilter) => ({
  unread: filter === 'unread' ? 'true' : undefined,
  page_size: NOTIFICATIONS_PAGE_SIZE,
})

/** Every cached list of notices (all, unread) is under the endpoint's key, so one update reaches them all. */
const everyList = { queryKey: endpointKey(messagingEndpoints.notifications) }

type TPages = InfiniteData<TPage<TNotification>, string | null>

function updateEach(queryClient: QueryClient, update: (notification: TNotification) => TNotification) {
  queryClient.setQueriesData<TPages>(
    everyList,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, results: page.results.map(update) })),
      },
  )
}

/** A notice that just arrived goes on top of the lists already loaded. */
export function prependNotification(queryClient: QueryClient, notification: TNotification): void {
  queryClient.setQueriesData<TPages>(everyList, (data) => {
    const [first, ...rest] = data?.pages ?? []
    if (!data || !first) return data
    if (data.pages.some((page) => page.results.some((item) => item.id === notification.id))) return data
    return {
      ...data,
      pages: [{ ...first, count: first.count + 1, results: [notification, ...first.results] }, ...rest],
    }
  })
}

/** A read notice stays where it is (in the unread list too), so the list does not jump under the pointer. */
export function markReadInCache(queryClient: QueryClient, id: number): void {
  updateEach(queryClient, (item) => (item.id === id && !item.is_read ? { ...item, is_read: true } : item))
}

export function markAllReadInCache(queryClient: QueryClient): void {
  updateEach(queryClient, (item) => (item.is_read ? item : { ...item, is_read: true }))
}
