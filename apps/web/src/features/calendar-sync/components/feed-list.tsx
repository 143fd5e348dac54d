import type { TCalendarFeed, TLanguage } from '@demeure/shared'
import { CircleAlert, RefreshCw, Trash2 } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { localDisplayDate, localTime } from '../../../lib/format-timestamp.ts'
import { useRemoveCalendarFeed } from '../api/use-remove-calendar-feed.ts'
import { useSyncCalendarFeed } from '../api/use-sync-calendar-feed.ts'

function FeedStatus({ feed }: { feed: TCalendarFeed }) {
  const { t, i18n } = useTranslation()
  const language = (i18n.resolvedLanguage ?? 'en') as TLanguage
  const when = (at: string) => `${localDisplayDate(at)} ${localTime(at, language)}`
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-ink-muted">
        {feed.last_synced_at
          ? t('calendarSync.lastSynced', { when: when(feed.last_synced_at), count: feed.event_count })
          : t('calendarSync.neverSynced')}
      </p>
      {feed.last_error && (
        <p className="flex items-start gap-1.5 font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {feed.last_error_at
              ? t('calendarSync.lastError', { when: when(feed.last_error_at), error: feed.last_error })
              : feed.last_error}
          </span>
        </p>
      )}
    </div>
  )
}

/** The imported calendars with their status, "Sync now" and removal (confirmed, it frees dates). */
export function FeedList({ listingId, feeds }: { listingId: number; feeds: TCalendarFeed[] }) {
  const { t } = useTranslation()
  const sync = useSyncCalendarFeed(listingId)
  const remove = useRemoveCalendarFeed(listingId)
  const [confirming, setConfirming] = useState<number | null>(null)

  if (feeds.length === 0) return <p className="text-sm text-ink-muted">{t('calendarSync.noFeeds')}</p>
  return (
    <ul className="flex flex-col gap-2">
      {feeds.map((feed) => (
        <li key={feed.id} className="flex flex-col gap-2 rounded-control border border-line bg-canvas p-3">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{feed.name}</p>
            <p className="truncate font-mono text-xs text-ink-muted" title={feed.url}>
              {feed.url}
            </p>
          </div>
          <FeedStatus feed={feed} />
          <div className="flex flex-wrap justify-end gap-2">
            {confirming === feed.id ? (
              <>
                <span className="mr-auto self-center text-sm text-ink">
                  {t('calendarSync.removeQuestion')}
                </span>
                <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
                  {t('common.cancel')}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  isBusy={remove.isPending}
                  onClick={() =>
                    remove.mutate(feed.id, {
                      onSuccess: () => {
                        setConfirming(null)
                        toast.success(t('calendarSync.removed', { name: feed.name }))
                      },
                      onError: () => toast.error(t('calendarSync.actionFailed')),
                    })
                  }
                >
                  {t('calendarSync.confirmRemove')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  isBusy={sync.isPending && sync.variables === feed.id}
                  aria-label={t('calendarSync.syncNowNamed', { name: feed.name })}
                  onClick={() =>
                    sync.mutate(feed.id, {
                      onSuccess: (synced) =>
                        synced.last_error
                          ? toast.error(synced.last_error)
                          : toast.success(
                              t('calendarSync.synced', { name: synced.name, count: synced.event_count }),
                            ),
                      onError: () => toast.error(t('calendarSync.actionFailed')),
                    })
                  }
                >
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {t('calendarSync.syncNow')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('calendarSync.removeNamed', { name: feed.name })}
                  onClick={() => setConfirming(feed.id)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('calendarSync.remove')}
                </Button>
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
