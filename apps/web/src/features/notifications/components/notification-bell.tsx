import { Bell } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CountBadge } from '../../../components/ui/count-badge.tsx'
import { deferredMenu } from '../../../components/ui/deferred-menu.tsx'
import { useUnreadCounts } from '../../../lib/unread-counts.ts'

// The panel and Radix's menu load when the bell is first wanted (the first-load budget of issue 4).
const BellDropdown = deferredMenu(async () => (await import('./bell-dropdown.tsx')).BellDropdown)

/** The header's bell: the unread count, and the latest notices in a panel under it. */
export function NotificationBell() {
  const { t } = useTranslation()
  const { notifications: unread } = useUnreadCounts()
  return (
    <BellDropdown
      trigger={{
        label: unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell'),
        className:
          'relative flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-soft data-[state=open]:bg-brand-soft',
        content: (
          <>
            <Bell aria-hidden="true" className="size-5" />
            <CountBadge count={unread} className="absolute top-0.5 right-0 ring-2 ring-surface" />
          </>
        ),
      }}
    />
  )
}
