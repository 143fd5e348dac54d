import type { TNotification } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import { endpointUrl } from '../../../lib/call-api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { notificationsKey, type TNotificationFilter } from './notifications-cache.ts'

export const NOTIFICATIONS_PAGE_SIZE = 20

/** GET /api/notifications/: the caller's notices, newest first, all or only the unread ones. */
export function useNotifications(filter: TNotificationFilter) {
  return usePagedList<TNotification>(
    notificationsKey(filter),
    endpointUrl(messagingEndpoints.notifications),
    {
      unread: filter === 'unread' ? 'true' : undefined,
      page_size: NOTIFICATIONS_PAGE_SIZE,
    },
  )
}
