import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useCalendarSync } from '../api/use-calendar-sync.ts'
import { AddFeedForm } from './add-feed-form.tsx'
import { ExportLink } from './export-link.tsx'
import { FeedList } from './feed-list.tsx'

/** "Calendar sync" in the co-host modal: the export link out, the imported calendars in. */
export function CalendarSyncSection({ listingId }: { listingId: number }) {
  const { t } = useTranslation()
  const calendar = useCalendarSync(listingId)
  return (
    <section aria-labelledby={`calendar-sync-${listingId}`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id={`calendar-sync-${listingId}`} className="font-semibold text-ink">
          {t('calendarSync.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('calendarSync.intro')}</p>
      </div>
      {calendar.isPending ? (
        <Spinner />
      ) : calendar.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('calendarSync.loadFailed')}
        </p>
      ) : (
        <>
          <ExportLink listingId={listingId} url={calendar.data.export_url} />
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold text-ink">{t('calendarSync.importTitle')}</p>
            <p className="text-sm text-ink-muted">{t('calendarSync.importHint')}</p>
            <FeedList listingId={listingId} feeds={calendar.data.feeds} />
          </div>
          <AddFeedForm listingId={listingId} count={calendar.data.feeds.length} />
        </>
      )}
    </section>
  )
}
