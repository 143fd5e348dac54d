import { formatDisplayDate, type THostDashboard } from '@demeure/shared'
import { CalendarX2, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useListingText } from '../../../lib/use-listing-text.ts'
import { DASHBOARD_LINKS } from './dashboard-links.ts'

/** The next paid stays to begin: who arrives, where, when, and how many. */
export function UpcomingCheckIns({ stays }: { stays: THostDashboard['upcoming_check_ins'] }) {
  const { t } = useTranslation()
  const textOf = useListingText()
  return (
    <section aria-labelledby="dashboard-check-ins" className="card flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-check-ins" className="text-xl font-semibold text-ink">
          {t('hostDashboard.checkInsTitle')}
        </h2>
        <Link to={DASHBOARD_LINKS.bookings} className="text-link text-sm">
          {t('hostDashboard.allBookings')}
        </Link>
      </div>
      {stays.length === 0 ? (
        <p className="flex items-center gap-2 text-ink-muted">
          <CalendarX2 aria-hidden="true" className="size-5 shrink-0" />
          {t('hostDashboard.noCheckIns')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {stays.map((stay) => (
            <li
              key={stay.booking_id}
              className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-ink">{stay.guest_name}</span>
                <span lang={textOf(stay).lang} className="truncate text-sm text-ink-muted">
                  {textOf(stay).title}
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-4 text-sm text-ink-muted tabular-nums">
                <span>
                  {formatDisplayDate(stay.check_in)} – {formatDisplayDate(stay.check_out)}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Users aria-hidden="true" className="size-4" />
                  {t('listings.guests', { count: stay.guests })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
