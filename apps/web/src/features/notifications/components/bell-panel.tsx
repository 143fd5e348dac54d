import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { uniqueById } from '../../../lib/unique-by-id.ts'
import { useNow } from '../../../lib/use-now.ts'
import { useMarkAllRead } from '../api/use-mark-read.ts'
import { useNotifications } from '../api/use-notifications.ts'
import { useOpenNotification } from '../use-open-notification.ts'
import { NotificationSummary } from './notification-summary.tsx'

/** How many notices the bell shows; the panel tab has them all. */
export const BELL_LIMIT = 8

const itemClass =
  'flex cursor-pointer items-start gap-3 rounded-control px-3 py-2.5 outline-none select-none ' +
  'data-[highlighted]:bg-brand-soft'

/** The bell's panel: mounted when it opens, so the latest notices are fetched then. */
export function BellPanel({ hasUnread }: { hasUnread: boolean }) {
  const { t } = useTranslation()
  const now = useNow()
  const notifications = useNotifications('all')
  const markAll = useMarkAllRead()
  const open = useOpenNotification()
  const latest = uniqueById(notifications.data?.pages.flatMap((page) => page.results) ?? []).slice(
    0,
    BELL_LIMIT,
  )

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-2">
        <p className="font-semibold text-ink">{t('notifications.title')}</p>
        <DropdownMenu.Item
          disabled={!hasUnread || markAll.isPending}
          // Stay open: the reader sees every notice turn read.
          onSelect={(event) => {
            event.preventDefault()
            markAll.mutate()
          }}
          className="flex h-9 cursor-pointer items-center rounded-control px-2 text-sm font-semibold text-brand outline-none select-none data-[disabled]:cursor-default data-[disabled]:text-ink-muted data-[disabled]:opacity-60 data-[highlighted]:bg-brand-soft"
        >
          {t('notifications.markAllRead')}
        </DropdownMenu.Item>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-1.5">
        {notifications.isPending && (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        )}
        {notifications.isError && (
          <div className="flex flex-col items-center gap-2 px-3 py-6 text-center text-sm text-ink-muted">
            <p>{t('notifications.fetchFailed')}</p>
            <DropdownMenu.Item
              onSelect={(event) => {
                event.preventDefault()
                void notifications.refetch()
              }}
              className="cursor-pointer rounded-control px-3 py-2 font-semibold text-brand outline-none data-[highlighted]:bg-brand-soft"
            >
              {t('common.retry')}
            </DropdownMenu.Item>
          </div>
        )}
        {notifications.isSuccess && latest.length === 0 && (
          <div className="px-3 py-8 text-center">
            <p className="font-semibold text-ink">{t('panel.notifications.empty')}</p>
            <p className="mt-1 text-sm text-ink-muted">{t('panel.notifications.emptyText')}</p>
          </div>
        )}
        {latest.map((notification) => (
          <DropdownMenu.Item key={notification.id} onSelect={() => open(notification)} className={itemClass}>
            <NotificationSummary notification={notification} now={now} isCompact />
          </DropdownMenu.Item>
        ))}
      </div>
      <div className="border-t border-line p-1.5">
        <DropdownMenu.Item asChild>
          <Link
            to={`${ROUTES.userPanel}/notifications`}
            className="flex h-11 items-center justify-center gap-2 rounded-control text-sm font-semibold text-brand outline-none data-[highlighted]:bg-brand-soft"
          >
            {t('notifications.seeAll')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </DropdownMenu.Item>
      </div>
    </>
  )
}
