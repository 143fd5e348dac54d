import type { THostDashboard } from '@demeure/shared'
import { CalendarClock, CircleDollarSign, Hourglass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { FigureCard } from './figure-card.tsx'

/** The host's payouts: released, still held (48 h after check-in), and those of this month. */
export function EarningsFigures({ earnings }: { earnings: THostDashboard['earnings'] }) {
  const { t, i18n } = useTranslation()
  const money = (amount: string) => formatUsd(amount, toLanguage(i18n.resolvedLanguage))
  return (
    <section aria-labelledby="dashboard-earnings" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="dashboard-earnings" className="text-xl font-semibold text-ink">
          {t('hostDashboard.earningsTitle')}
        </h2>
        <p className="text-sm text-ink-muted">{t('hostDashboard.earningsNote')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FigureCard
          icon={CircleDollarSign}
          tone="bg-success-soft text-success"
          value={money(earnings.paid)}
          label={t('hostDashboard.paid')}
          detail={t('hostDashboard.paidDetail')}
        />
        <FigureCard
          icon={Hourglass}
          tone="bg-warning-soft text-warning"
          value={money(earnings.pending)}
          label={t('hostDashboard.pending')}
          detail={t('hostDashboard.pendingDetail')}
        />
        <FigureCard
          icon={CalendarClock}
          tone="bg-accent-soft text-accent"
          value={money(earnings.this_month)}
          label={t('hostDashboard.thisMonth')}
          detail={t('hostDashboard.thisMonthDetail')}
        />
      </div>
    </section>
  )
}
