export {
  markAllReadInCache,
  prependNotification,
} from './api/notifications-cache.ts'
export { NotificationBell } from './components/notification-bell.tsx'
export { showNotificationToast } from './components/notification-toast.tsx'
export { useOpenNotification } from './use-open-notification.ts'
