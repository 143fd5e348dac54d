import { useTranslation } from 'react-i18next'
import { useUnreadCounts } from '../api/unread-counts.ts'
import { CountBadge } from './count-badge.tsx'

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
