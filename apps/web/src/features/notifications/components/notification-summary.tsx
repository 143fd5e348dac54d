import type { TNotification } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'
import { toLanguage } from '../../../lib/language.ts'
import { relativeTime } from '../../../lib/relative-time.ts'
import { kindIcon } from '../lib/kind-icon.ts'

type TNotificationSummaryProps = { notification: TNotification; now: number; isCompact?: boolean }

/** A notice's icon, title, text and age; unread ones are bold with a dot (and say so to screen readers). */
export function NotificationSummary({ notification, now, isCompact = false }: TNotificationSummaryProps) {
  const { t, i18n } = useTranslation()
  const Icon = kindIcon(notification.kind)
  const isUnread = !notification.is_read
  return (
    <span className="flex min-w-0 flex-1 items-start gap-3 text-left">
      <span
        className={cx(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          isUnread ? 'bg-brand-soft text-brand' : 'bg-canvas text-ink-muted',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cx('text-sm text-ink', isUnread ? 'font-semibold' : 'font-medium')}>
          {isUnread && <span className="sr-only">{t('notifications.unreadMark')} </span>}
          {notification.title}
        </span>
        <span className={cx('text-sm text-ink-muted', isCompact && 'line-clamp-2')}>{notification.body}</span>
        <time dateTime={notification.created_at} className="text-xs text-ink-muted">
          {relativeTime(notification.created_at, now, toLanguage(i18n.resolvedLanguage))}
        </time>
      </span>
      {isUnread && <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-danger" />}
    </span>
  )
}
