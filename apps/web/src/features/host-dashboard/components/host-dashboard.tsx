import { formatDisplayDate, type THostDashboard } from '@demeure/shared'
import {
  CalendarX2,
  ChevronRight,
  CircleCheck,
  CircleX,
  Clock,
  type LucideIcon,
  Plus,
  ShieldCheck,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { cx } from '../../../lib/cx.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { useHostDashboard } from '../api/use-host-dashboard.ts'

const PROPERTIES = `${ROUTES.cohostPanel}/properties`

type TStatus = keyof THostDashboard['listings']

const STATUS_LOOKS: Record<TStatus, { icon: LucideIcon; classes: string }> = {
  published: { icon: CircleCheck, classes: 'bg-success-soft text-success' },
  pending_review: { icon: Clock, classes: 'bg-warning-soft text-warning' },
  rejected: { icon: CircleX, classes: 'bg-danger-soft text-danger' },
}

function StatCard({ status, count }: { status: TStatus; count: number }) {
  const { t } = useTranslation()
  const { icon: Icon, classes } = STATUS_LOOKS[status]
  return (
    <Link
      to={PROPERTIES}
      className="card group flex items-center gap-4 p-5 transition-shadow hover:shadow-raised"
    >
      <span className={cx('flex size-11 shrink-0 items-center justify-center rounded-full', classes)}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-3xl font-bold text-ink tabular-nums">{count}</span>
        <span className="text-sm text-ink-muted">{t(`hostDashboard.status.${status}`)}</span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-ink-muted group-hover:translate-x-0.5"
      />
    </Link>
  )
}

/** The co-host dashboard's real figures: listings by status and the upcoming reserved dates. */
export function HostDashboard() {
  const { t } = useTranslation()
  const dashboard = useHostDashboard()

  if (dashboard.isPending) {
    return (
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="h-24 rounded-card bg-line" />
          <div className="h-24 rounded-card bg-line" />
          <div className="h-24 rounded-card bg-line" />
        </div>
        <div className="h-48 rounded-card bg-line" />
      </div>
    )
  }
  if (dashboard.isError) {
    return (
      <div className="card flex flex-col items-start gap-4 p-6">
        <FormAlert message={t('hostDashboard.loadFailed')} />
        <Button variant="secondary" onClick={() => void dashboard.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  const { listings, upcoming_reserved: upcoming } = dashboard.data
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="dashboard-listings" className="flex flex-col gap-3">
        <h2 id="dashboard-listings" className="text-xl font-semibold text-ink">
          {t('hostDashboard.listingsTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard status="published" count={listings.published} />
          <StatCard status="pending_review" count={listings.pending_review} />
          <StatCard status="rejected" count={listings.rejected} />
        </div>
      </section>
      <section aria-labelledby="dashboard-reserved" className="card flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="dashboard-reserved" className="text-xl font-semibold text-ink">
            {t('hostDashboard.upcomingTitle')}
          </h2>
          <Link to={PROPERTIES} className="text-link text-sm">
            {t('hostDashboard.manageDates')}
          </Link>
        </div>
        {upcoming.length === 0 ? (
          <p className="flex items-center gap-2 text-ink-muted">
            <CalendarX2 aria-hidden="true" className="size-5" />
            {t('empty.reservedDates')}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {upcoming.map((period) => (
              <li
                key={period.availability_id}
                className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <span className="min-w-0 truncate font-medium text-ink">{period.title}</span>
                <span className="shrink-0 text-sm text-ink-muted tabular-nums">
                  {formatDisplayDate(period.start_date)} – {formatDisplayDate(period.end_date)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={ROUTES.newListing} className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('panel.properties.listProperty')}
        </Link>
        <Link to={`${ROUTES.cohostPanel}/verification`} className={buttonClass('secondary')}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('hostDashboard.verificationLink')}
        </Link>
      </div>
    </div>
  )
}
