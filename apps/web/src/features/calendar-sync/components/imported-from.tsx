import { CalendarSync } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useCalendarSync } from '../api/use-calendar-sync.ts'

/** Marks reserved dates that come from an imported calendar (read-only here), with its name. */
export function ImportedFrom({ listingId, feedId }: { listingId: number; feedId: number }) {
  const { t } = useTranslation()
  const calendar = useCalendarSync(listingId)
  const name = calendar.data?.feeds.find((feed) => feed.id === feedId)?.name
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-ink-muted">
      <CalendarSync aria-hidden="true" className="size-3.5" />
      {name ? t('calendarSync.importedFrom', { name }) : t('calendarSync.imported')}
    </span>
  )
}
