import type { TNotification } from '@demeure/shared'
import { messagingEndpoints, verificationEndpoints } from '@demeure/shared/zod-free'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { invalidateEndpoints } from '../../lib/endpoint-key.ts'
import { toLanguage } from '../../lib/language.ts'
import { setUnreadCounts } from '../../lib/unread-counts.ts'
import { useStoredSession } from '../../lib/use-stored-session.ts'
import { conversationOfLink, isConversationOpen, receiveMessage } from '../messages/index.ts'
import { prependNotification, showNotificationToast, useOpenNotification } from '../notifications/index.ts'
import { fetchEventsTicket } from './api/fetch-ticket.ts'
import { startLiveConnection, type TLiveEvent } from './lib/live-connection.ts'
import {
  BOOKING_CHANGE_ENDPOINTS,
  VERIFICATION_DECISIONS,
  VISIT_CHANGE_ENDPOINTS,
} from './lib/refresh-endpoints.ts'

/**
 * While someone is signed in, one live-events stream feeds the cached data: the badges' counts,
 * new notices (with a toast, unless the notices are on screen), new messages, and booking or visit
 * changes (their lists are fetched again). Logging out, or in as someone else, ends the stream.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient()
  const { pathname } = useLocation()
  const openNotification = useOpenNotification()
  const { i18n } = useTranslation()
  const session = useStoredSession()
  const user = session.isAuthenticated ? (session.username ?? '') : null

  // The stream's ticket carries the screen's language, so notices arrive in it: a new language
  // opens a new stream.
  const language = toLanguage(i18n.resolvedLanguage)

  const onNotification = useEffectEvent((notification: TNotification) => {
    prependNotification(queryClient, notification)
    // Staff decided on the co-host application: its page (open or not) reads the new status now.
    if (VERIFICATION_DECISIONS.includes(notification.kind))
      void invalidateEndpoints(queryClient, verificationEndpoints.mine)
    const isOnNotices = pathname.endsWith('/notifications')
    const conversation = conversationOfLink(notification.link)
    // The conversation is on screen: its message is there already, and read.
    const isReadingIt = conversation !== null && isConversationOpen(conversation)
    if (!isOnNotices && !isReadingIt)
      showNotificationToast(notification, () => openNotification(notification))
  })

  const onEvent = useEffectEvent((event: TLiveEvent) => {
    switch (event.name) {
      case 'unread':
        setUnreadCounts(queryClient, event.data)
        break
      case 'notification':
        onNotification(event.data)
        break
      case 'message':
        receiveMessage(queryClient, event.data)
        break
      case 'booking':
        void invalidateEndpoints(queryClient, ...BOOKING_CHANGE_ENDPOINTS)
        break
      case 'visit':
        void invalidateEndpoints(queryClient, ...VISIT_CHANGE_ENDPOINTS)
        break
    }
  })

  // Back after a drop: whatever happened meanwhile was not sent, so the live lists are fetched again.
  const onReconnected = useEffectEvent(() => {
    void invalidateEndpoints(
      queryClient,
      messagingEndpoints.notifications,
      messagingEndpoints.conversations,
      messagingEndpoints.messages,
      messagingEndpoints.unreadCounts,
    )
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language needs a new ticket, hence a new stream.
  useEffect(() => {
    if (user === null || typeof EventSource === 'undefined') return
    const connection = startLiveConnection({
      fetchTicket: fetchEventsTicket,
      open: (url) => new EventSource(url),
      onEvent,
      onConnected: (isReconnect) => {
        if (isReconnect) onReconnected()
      },
    })
    return () => connection.stop()
  }, [user, language])
}
