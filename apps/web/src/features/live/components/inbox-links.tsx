import { Bell, MessageSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { CountBadge } from '../../../components/ui/count-badge.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { useUnreadCounts } from '../../../lib/unread-counts.ts'

/** The mobile menu's way to the notices and messages, with their unread counts (the bell is desktop's). */
export function InboxLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation()
  const counts = useUnreadCounts()
  const links = [
    {
      to: `${ROUTES.userPanel}/notifications`,
      icon: Bell,
      label: t('panel.nav.notifications'),
      count: counts.notifications,
      unread: t('live.unreadNotifications', { count: counts.notifications }),
    },
    {
      to: `${ROUTES.userPanel}/messages`,
      icon: MessageSquare,
      label: t('panel.nav.messages'),
      count: counts.messages,
      unread: t('live.unreadMessages', { count: counts.messages }),
    },
  ]
  return (
    <div className="flex flex-col gap-3">
      {links.map(({ to, icon: Icon, label, count, unread }) => (
        <Link key={to} to={to} onClick={onNavigate} className={buttonClass('secondary', 'lg', true)}>
          <Icon aria-hidden="true" className="size-5" />
          {label}
          <CountBadge count={count} />
          {count > 0 && <span className="sr-only"> {unread}</span>}
        </Link>
      ))}
    </div>
  )
}
