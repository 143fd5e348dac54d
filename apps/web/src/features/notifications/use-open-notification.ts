import type { TNotification } from '@demeure/shared'
import { useNavigate } from 'react-router'
import { useMarkRead } from './api/use-mark-read.ts'
import { isAppPath } from './lib/app-path.ts'

/** Opening a notice marks it read and goes to what it is about. */
export function useOpenNotification() {
  const navigate = useNavigate()
  const markRead = useMarkRead()
  return (notification: TNotification) => {
    if (!notification.is_read) markRead.mutate(notification.id)
    if (notification.link && isAppPath(notification.link)) void navigate(notification.link)
  }
}
