import type { TNotification } from '@demeure/shared'
import { Bell } from 'lucide-react'
import toast from 'react-hot-toast'

/**
 * A notice that just arrived, as a toast that opens it when clicked. The toaster sits outside the
 * router, so the caller hands over what opening means.
 */
export function showNotificationToast(notification: TNotification, onOpen: () => void): void {
  toast(
    (item) => (
      <button
        type="button"
        onClick={() => {
          toast.dismiss(item.id)
          onOpen()
        }}
        className="flex min-w-0 flex-col gap-0.5 text-left"
      >
        <span className="font-semibold text-ink">{notification.title}</span>
        <span className="line-clamp-2 text-ink-muted">{notification.body}</span>
      </button>
    ),
    {
      id: `notification-${notification.id}`,
      duration: 6000,
      icon: <Bell aria-hidden="true" className="size-5 shrink-0 text-brand" />,
    },
  )
}
