import { CheckCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { PanelPage } from '../../components/ui/panel-page.tsx'
import { useUnreadCounts } from '../../lib/unread-counts.ts'
import type { TNotificationFilter } from './api/notifications-cache.ts'
import { useMarkAllRead } from './api/use-mark-read.ts'
import { NotificationsFilter } from './components/notifications-filter.tsx'
import { NotificationsList } from './components/notifications-list.tsx'

/** /user-panel/notifications: every notice, all or unread (`?filter=unread`, so Back keeps it). */
export function NotificationsTab() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const filter: TNotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all'
  const { notifications: unread } = useUnreadCounts()
  const markAll = useMarkAllRead()

  const setFilter = (next: TNotificationFilter) =>
    setParams(next === 'unread' ? { filter: 'unread' } : {}, { replace: true })

  return (
    <PanelPage title={t('panel.nav.notifications')} intro={t('notifications.intro')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <NotificationsFilter value={filter} onChange={setFilter} />
        <Button
          variant="ghost"
          disabled={unread === 0}
          isBusy={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {!markAll.isPending && <CheckCheck aria-hidden="true" className="size-4" />}
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <NotificationsList filter={filter} onShowAll={() => setFilter('all')} />
    </PanelPage>
  )
}
