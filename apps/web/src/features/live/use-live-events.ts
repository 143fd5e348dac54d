import type { TNotification } from '@demeure/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { toLanguage } from '../../lib/language.ts'
import { setUnreadCounts, UNREAD_COUNTS_KEY } from '../../lib/unread-counts.ts'
import { useStoredSession } from '../../lib/use-stored-session.ts'
import { VERIFICATION_QUERY_KEY } from '../../lib/verification-query-key.ts'
import {
  CONVERSATIONS_KEY,
  conversationOfLink,
  isConversationOpen,
  receiveMessage,
  THREADS_KEY,
} from '../messages/index.ts'
import {
  NOTIFICATIONS_KEY,
  prependNotification,
  showNotificationToast,
  useOpenNotification,
} from '../notifications/index.ts'
import { fetchEventsTicket } from './api/fetch-ticket.ts'
import { startLiveConnection, type TLiveEvent } from './lib/live-connection.ts'
import { BOOKING_CHANGE_KEYS, VERIFICATION_DECISIONS, VISIT_CHANGE_KEYS } from './lib/refresh-keys.ts'

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
      void queryClient.invalidateQueries({ queryKey: VERIFICATION_QUERY_KEY })
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
        for (const queryKey of BOOKING_CHANGE_KEYS) void queryClient.invalidateQueries({ queryKey })
        break
      case 'visit':
        for (const queryKey of VISIT_CHANGE_KEYS) void queryClient.invalidateQueries({ queryKey })
        break
    }
  })

  // Back after a drop: whatever happened meanwhile was not sent, so the live lists are fetched again.
  const onReconnected = useEffectEvent(() => {
    for (const queryKey of [NOTIFICATIONS_KEY, CONVERSATIONS_KEY, THREADS_KEY, UNREAD_COUNTS_KEY])
      void queryClient.invalidateQueries({ queryKey })
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
