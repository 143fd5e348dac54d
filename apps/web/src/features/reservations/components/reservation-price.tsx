import type { TBooking } from '@demeure/shared'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { QuoteBreakdown } from '../../listings/index.ts'
import { bookingQuote } from '../lib/booking-quote.ts'

/**
 * The reservation's locked price, folded under its total: monthly rent, length, the 12% fee on the
 * first month, what is due at confirmation and the later monthly payments. Open while a payment is due.
 */
export function ReservationPrice({ booking }: { booking: TBooking }) {
  const { t, i18n } = useTranslation()
  return (
    <details className="group border-t border-line" open={booking.status === 'approved'}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 hover:bg-canvas [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2 font-semibold text-ink">
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          {t('reservations.priceDetails')}
        </span>
        <span className="text-sm text-ink-muted">
          {t('reservations.total')}{' '}
          <span className="font-semibold text-ink tabular-nums">
            {formatUsd(booking.total_price, toLanguage(i18n.resolvedLanguage))}
          </span>
        </span>
      </summary>
      <div className="px-5 pb-5">
        <QuoteBreakdown quote={bookingQuote(booking)} />
      </div>
    </details>
  )
}
