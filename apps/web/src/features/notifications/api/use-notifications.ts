import { messagingEndpoints } from '@demeure/shared/zod-free'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { notificationsQuery, type TNotificationFilter } from './notifications-cache.ts'

export { NOTIFICATIONS_PAGE_SIZE } from './notifications-cache.ts'

/** GET /api/notifications/: the caller's notices, newest first, all or only the unread ones. */
export function useNotifications(filter: TNotificationFilter) {
  return usePagedList(messagingEndpoints.notifications, { query: notificationsQuery(filter) })
}
