import type { TNotification } from '@demeure/shared'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { TPage } from '../../../lib/page.ts'

/** Every cached list of notices (all, unread) lives under this key, so one update reaches them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const
export type TNotificationFilter = 'all' | 'unread'
export const notificationsKey = (filter: TNotificationFilter) => [...NOTIFICATIONS_KEY, filter] as const

type TPages = InfiniteData<TPage<TNotification>, string | null>

function updateEach(queryClient: QueryClient, update: (notification: TNotification) => TNotification) {
  queryClient.setQueriesData<TPages>(
    { queryKey: NOTIFICATIONS_KEY },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, results: page.results.map(update) })),
      },
  )
}

/** A notice that just arrived goes on top of the lists already loaded. */
export function prependNotification(queryClient: QueryClient, notification: TNotification): void {
  queryClient.setQueriesData<TPages>({ queryKey: NOTIFICATIONS_KEY }, (data) => {
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
