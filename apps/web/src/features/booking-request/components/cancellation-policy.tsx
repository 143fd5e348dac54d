import type { TQuoteWire } from '@demeure/shared'
import { formatDisplayDate, todayInMontreal } from '@demeure/shared/zod-free'
import { useTranslation } from 'react-i18next'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { cancellationTerms } from '../lib/cancellation-terms.ts'

/** The written cancellation policy, with this stay's dates and amounts (the server's own rule). */
export function CancellationPolicy({ quote, checkIn }: { quote: TQuoteWire; checkIn: string }) {
  const { t, i18n } = useTranslation()
  const money = (amount: string) => formatUsd(amount, toLanguage(i18n.resolvedLanguage))
  const terms = cancellationTerms(quote, checkIn, todayInMontreal())
  return (
    <section aria-labelledby="cancellation-title" className="flex flex-col gap-2">
      <h3 id="cancellation-title" className="text-base font-semibold text-ink">
        {t('bookingRequest.policy.title')}
      </h3>
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink">
        <li>{t('bookingRequest.policy.beforePaying')}</li>
        <li>
          {terms.fullRefundUntil
            ? t('bookingRequest.policy.fullRefund', {
                days: terms.days,
                date: formatDisplayDate(terms.fullRefundUntil),
                amount: money(terms.refundBefore),
              })
            : t('bookingRequest.policy.fullRefundPassed', { days: terms.days })}
        </li>
        <li>{t('bookingRequest.policy.firstMonthKept', { amount: money(terms.keptAfter) })}</li>
        <li>{t('bookingRequest.policy.feeKept', { amount: money(terms.serviceFee) })}</li>
      </ul>
    </section>
  )
}
