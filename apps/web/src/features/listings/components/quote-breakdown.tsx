import type { TQuoteWire } from '@demeure/shared'
import { formatDisplayDate } from '@demeure/shared/zod-free'
import { useTranslation } from 'react-i18next'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'

function Row({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <div
      className={
        isStrong ? 'flex justify-between gap-4 font-semibold text-ink' : 'flex justify-between gap-4'
      }
    >
      <dt className={isStrong ? undefined : 'text-ink-muted'}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  )
}

/**
 * The server's price for the chosen stay: the monthly rent, the length, the 12% fee on the first
 * month, what is due now and when the rest is due.
 */
export function QuoteBreakdown({ quote }: { quote: TQuoteWire }) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const money = (amount: string) => formatUsd(amount, language)
  const length = [
    t('listings.months', { count: quote.months }),
    ...(quote.extra_days > 0 ? [t('listings.days', { count: quote.extra_days })] : []),
  ].join(t('listings.and'))
  const [first, ...later] = quote.schedule
  return (
    <div className="flex flex-col gap-4">
      {/* The price the renter pays for the whole stay is the largest figure (CPA s. 224). */}
      <div className="rounded-control bg-brand-soft px-4 py-3" data-testid="stay-total">
        <p className="text-sm font-semibold text-ink">{t('listings.quote.stayTotal')}</p>
        <p className="text-4xl font-bold text-ink tabular-nums">{money(quote.stay_total)}</p>
        <p className="mt-1 text-xs text-ink-muted">
          {t('listings.quote.stayTotalText', {
            rent: money(quote.rent_total),
            fee: money(quote.service_fee),
          })}
        </p>
      </div>
      <dl className="flex flex-col gap-2 text-sm">
        <Row label={t('listings.quote.monthlyRent')} value={money(quote.monthly_rent)} />
        <Row label={t('listings.quote.length')} value={length} />
        <Row label={t('listings.quote.rentTotal')} value={money(quote.rent_total)} />
        <Row label={t('listings.quote.serviceFee')} value={money(quote.service_fee)} />
        <div className="my-1 border-t border-line" />
        <Row label={t('listings.quote.dueNow')} value={money(quote.due_now)} isStrong />
      </dl>
      <p className="text-xs text-ink-muted">{t('listings.quote.dueNowText')}</p>
      {later.length > 0 && first && (
        <details className="rounded-control bg-canvas px-3 py-2 text-sm">
          <summary className="cursor-pointer font-semibold text-ink">{t('listings.quote.schedule')}</summary>
          <ul className="mt-2 flex flex-col gap-1.5">
            <li className="flex justify-between gap-4 tabular-nums">
              <span className="text-ink-muted">{t('listings.quote.onBooking')}</span>
              <span>{money(first.amount)}</span>
            </li>
            {later.map((payment) => (
              <li key={payment.due_date} className="flex justify-between gap-4 tabular-nums">
                <span className="text-ink-muted">{formatDisplayDate(payment.due_date)}</span>
                <span>{money(payment.amount)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}
