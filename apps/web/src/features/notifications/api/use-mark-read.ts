import { messagingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import { lowerUnreadCount, setUnreadCounts } from '../../../lib/unread-counts.ts'
import { markAllReadInCache, markReadInCache } from './notifications-cache.ts'

/** POST /api/notifications/{id}/read/; the list and the bell change at once, the server confirms. */
export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await callApi(messagingEndpoints.readNotification, { params: { id }, auth: true })),
    onMutate: (id) => {
      markReadInCache(queryClient, id)
      lowerUnreadCount(queryClient, 'notifications', 1)
    },
    // The notice stays unread on the server: show what it says.
    onError: () =>
      invalidateEndpoints(queryClient, messagingEndpoints.notifications, messagingEndpoints.unreadCounts),
  })
}

/** POST /api/notifications/read-all/, answered with the new counts. */
export function useMarkAllRead() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => unwrap(await callApi(messagingEndpoints.readAllNotifications, { auth: true })),
    onSuccess: (counts) => {
      markAllReadInCache(queryClient)
      setUnreadCounts(queryClient, counts)
    },
    onError: () => {
      toast.error(t('notifications.markAllFailed'))
    },
  })
}
