import { Bell, CheckCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { RowsSkeleton } from '../../../components/ui/rows-skeleton.tsx'
import { uniqueById } from '../../../lib/unique-by-id.ts'
import { useNow } from '../../../lib/use-now.ts'
import type { TNotificationFilter } from '../api/notifications-cache.ts'
import { useNotifications } from '../api/use-notifications.ts'
import { useOpenNotification } from '../use-open-notification.ts'
import { NotificationSummary } from './notification-summary.tsx'

type TNotificationsListProps = { filter: TNotificationFilter; onShowAll: () => void }

/** The notices of one filter, a page at a time, with every list state (DESIGN.md). */
export function NotificationsList({ filter, onShowAll }: TNotificationsListProps) {
  const { t } = useTranslation()
  const now = useNow()
  const notifications = useNotifications(filter)
  const open = useOpenNotification()

  if (notifications.isPending) {
    return (
      <>
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        {/* Notice rows: the kind's round icon, the title, the text, the time. */}
        <RowsSkeleton leading="size-9 rounded-full" lines={['h-4 w-1/2', 'h-4 w-3/4', 'h-3 w-16']} />
      </>
    )
  }
  if (notifications.isError) {
    return (
      <LoadError
        message={t('notifications.fetchFailed')}
        onRetry={() => void notifications.refetch()}
        error={notifications.error}
      />
    )
  }
  const items = uniqueById(notifications.data.pages.flatMap((page) => page.results))
  if (items.length === 0) {
    return filter === 'unread' ? (
      <EmptyState
        icon={CheckCheck}
        title={t('notifications.caughtUp')}
        text={t('notifications.caughtUpText')}
        action={
          <Button variant="secondary" onClick={onShowAll}>
            {t('notifications.showAll')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Bell}
        title={t('panel.notifications.empty')}
        text={t('panel.notifications.emptyText')}
      />
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="card flex flex-col divide-y divide-line overflow-hidden">
        {items.map((notification) => (
          <li key={notification.id}>
            <button
              type="button"
              onClick={() => open(notification)}
              className="flex w-full items-start gap-3 p-4 text-left transition-colors hover:bg-canvas focus-visible:bg-canvas"
            >
              <NotificationSummary notification={notification} now={now} />
            </button>
          </li>
        ))}
      </ul>
      {notifications.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          isBusy={notifications.isFetchingNextPage}
          onClick={() => void notifications.fetchNextPage()}
        >
          {notifications.isFetchingNextPage ? t('common.loading') : t('notifications.loadMore')}
        </Button>
      )}
    </div>
  )
}
