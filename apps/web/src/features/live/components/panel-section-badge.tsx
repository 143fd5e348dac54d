import { useTranslation } from 'react-i18next'
import { CountBadge } from '../../../components/ui/count-badge.tsx'
import { useUnreadCounts } from '../../../lib/unread-counts.ts'

/** The unread count next to the panel's Messages and Notifications entries (nothing on the others). */
export function PanelSectionBadge({ section }: { section: string }) {
  const { t } = useTranslation()
  const counts = useUnreadCounts()
  if (section !== 'messages' && section !== 'notifications') return null
  const count = counts[section]
  if (count <= 0) return null
  return (
    <>
      <CountBadge count={count} className="ml-auto" />
      <span className="sr-only">
        {' '}
        {section === 'messages'
          ? t('live.unreadMessages', { count })
          : t('live.unreadNotifications', { count })}
      </span>
    </>
  )
}
