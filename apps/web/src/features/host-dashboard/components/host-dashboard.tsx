import { formatDisplayDate, type THostDashboard } from '@demeure/shared'
import { CalendarX2, CircleCheck, CircleX, Clock, type LucideIcon, Plus, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { useListingText } from '../../../lib/use-listing-text.ts'
import { PayoutAccountCard } from '../../payouts/index.ts'
import { useHostDashboard } from '../api/use-host-dashboard.ts'
import { DASHBOARD_LINKS } from './dashboard-links.ts'
import { EarningsFigures } from './earnings-figures.tsx'
import { FigureCard } from './figure-card.tsx'
import { StaysFigures } from './stays-figures.tsx'
import { UpcomingCheckIns } from './upcoming-check-ins.tsx'

type TStatus = keyof THostDashboard['listings']

const STATUS_LOOKS: Record<TStatus, { icon: LucideIcon; tone: string }> = {
  published: { icon: CircleCheck, tone: 'bg-success-soft text-success' },
  pending_review: { icon: Clock, tone: 'bg-warning-soft text-warning' },
  rejected: { icon: CircleX, tone: 'bg-danger-soft text-danger' },
}
const LISTING_STATUSES: readonly TStatus[] = ['published', 'pending_review', 'rejected']

function DashboardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid gap-4 sm:grid-cols-3">
          <div className="h-24 rounded-card bg-line" />
          <div className="h-24 rounded-card bg-line" />
          <div className="h-24 rounded-card bg-line" />
        </div>
      ))}
      <div className="h-48 rounded-card bg-line" />
    </div>
  )
}

function UpcomingReserved({ periods }: { periods: THostDashboard['upcoming_reserved'] }) {
  const { t } = useTranslation()
  const textOf = useListingText()
  return (
    <section aria-labelledby="dashboard-reserved" className="card flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-reserved" className="text-xl font-semibold text-ink">
          {t('hostDashboard.upcomingTitle')}
        </h2>
        <Link to={DASHBOARD_LINKS.properties} className="text-link text-sm">
          {t('hostDashboard.manageDates')}
        </Link>
      </div>
      {periods.length === 0 ? (
        <p className="flex items-center gap-2 text-ink-muted">
          <CalendarX2 aria-hidden="true" className="size-5" />
          {t('empty.reservedDates')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {periods.map((period) => {
            const text = textOf(period)
            return (
              <li
                key={period.availability_id}
                className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <span lang={text.lang} className="min-w-0 truncate font-medium text-ink">
                  {text.title}
                </span>
                <span className="shrink-0 text-sm text-ink-muted tabular-nums">
                  {formatDisplayDate(period.start_date)} – {formatDisplayDate(period.end_date)}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/**
 * The co-host dashboard's payout account, then its real figures: requests and occupancy, earnings, the next check-ins, then
 * the listings by status and the upcoming reserved dates.
 */
export function HostDashboard() {
  const { t } = useTranslation()
  const dashboard = useHostDashboard()

  if (dashboard.isPending) return <DashboardSkeleton />
  if (dashboard.isError) {
    return (
      <LoadError
        message={t('hostDashboard.loadFailed')}
        onRetry={() => void dashboard.refetch()}
        error={dashboard.error}
      />
    )
  }
  const { listings } = dashboard.data
  return (
    <div className="flex flex-col gap-8">
      <PayoutAccountCard />
      <StaysFigures dashboard={dashboard.data} />
      <EarningsFigures earnings={dashboard.data.earnings} />
      <UpcomingCheckIns stays={dashboard.data.upcoming_check_ins} />
      <section aria-labelledby="dashboard-listings" className="flex flex-col gap-3">
        <h2 id="dashboard-listings" className="text-xl font-semibold text-ink">
          {t('hostDashboard.listingsTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {LISTING_STATUSES.map((status) => (
            <FigureCard
              key={status}
              icon={STATUS_LOOKS[status].icon}
              tone={STATUS_LOOKS[status].tone}
              value={listings[status]}
              label={t(`hostDashboard.status.${status}`)}
              to={DASHBOARD_LINKS.properties}
            />
          ))}
        </div>
      </section>
      <UpcomingReserved periods={dashboard.data.upcoming_reserved} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={ROUTES.newListing} className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('panel.listings.listProperty')}
        </Link>
        <Link to={DASHBOARD_LINKS.verification} className={buttonClass('secondary')}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('hostDashboard.verificationLink')}
        </Link>
      </div>
    </div>
  )
}
