import type { THostDashboard } from '@demeure/shared'
import { BedDouble, CalendarRange, Inbox } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DASHBOARD_LINKS } from './dashboard-links.ts'
import { FigureCard } from './figure-card.tsx'

type TOccupancy = THostDashboard['occupancy']['next_30_days']

/**
 * Requests waiting for the host, then how full the published listings are over the next 30 and
 * 90 days (paid stays over open nights).
 */
export function StaysFigures({ dashboard }: { dashboard: THostDashboard }) {
  const { t } = useTranslation()
  const { pending_requests: pending, occupancy } = dashboard
  const nights = (figure: TOccupancy) =>
    t('hostDashboard.nightsBooked', { booked: figure.booked_nights, open: figure.available_nights })
  return (
    <section aria-labelledby="dashboard-stays" className="flex flex-col gap-3">
      <h2 id="dashboard-stays" className="text-xl font-semibold text-ink">
        {t('hostDashboard.staysTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <FigureCard
          icon={Inbox}
          tone={pending > 0 ? 'bg-warning-soft text-warning' : 'bg-brand-soft text-brand'}
          value={pending}
          label={t('hostDashboard.pendingRequests', { count: pending })}
          detail={pending > 0 ? t('hostDashboard.answerSoon') : t('hostDashboard.noneWaiting')}
          to={DASHBOARD_LINKS.requests}
        />
        <FigureCard
          icon={BedDouble}
          tone="bg-brand-soft text-brand"
          value={`${occupancy.next_30_days.percent}%`}
          label={t('hostDashboard.occupancy30')}
          detail={nights(occupancy.next_30_days)}
        />
        <FigureCard
          icon={CalendarRange}
          tone="bg-brand-soft text-brand"
          value={`${occupancy.next_90_days.percent}%`}
          label={t('hostDashboard.occupancy90')}
          detail={nights(occupancy.next_90_days)}
        />
      </div>
    </section>
  )
}
