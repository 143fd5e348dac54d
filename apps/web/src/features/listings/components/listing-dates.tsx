import { formatDisplayDate, type TListingDetail } from '@demeure/shared'
import { CalendarCheck, CalendarX } from 'lucide-react'
import { useTranslation } from 'react-i18next'

type TPeriods = TListingDetail['reserved_dates']

function Periods({ periods, emptyText }: { periods: TPeriods; emptyText: string }) {
  if (periods.length === 0) return <p className="text-ink-muted">{emptyText}</p>
  return (
    <ul className="flex flex-wrap gap-2">
      {periods.map((period) => (
        <li
          key={`${period.start_date}-${period.end_date}`}
          className="rounded-full bg-canvas px-3 py-1.5 text-sm font-medium text-ink tabular-nums"
        >
          {formatDisplayDate(period.start_date)} – {formatDisplayDate(period.end_date)}
        </li>
      ))}
    </ul>
  )
}

/** When the home can be rented, and the dates already reserved (from today on), as YYYY/MM/DD. */
export function ListingDates({ listing }: { listing: TListingDetail }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <h3 className="mb-3 flex items-center gap-2 font-semibold text-ink">
          <CalendarCheck aria-hidden="true" className="size-5 text-success" />
          {t('listings.availablePeriods')}
        </h3>
        <Periods periods={listing.availabilities} emptyText={t('listings.noAvailability')} />
      </div>
      <div>
        <h3 className="mb-3 flex items-center gap-2 font-semibold text-ink">
          <CalendarX aria-hidden="true" className="size-5 text-accent" />
          {t('listings.reservedDates')}
        </h3>
        <Periods periods={listing.reserved_dates} emptyText={t('empty.reservedDates')} />
      </div>
    </div>
  )
}
