import type { TBooking } from '@demeure/shared'
import { PAYMENT_TTL_HOURS, REQUEST_TTL_HOURS } from '@demeure/shared/zod-free'
import { CircleCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { ROUTES } from '../../../lib/routes.ts'

/** After a 201: the request is with the host; what happens next and where to follow it. */
export function RequestSent({ booking, onClose }: { booking: TBooking; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const steps = [
    t('bookingRequest.sent.hostAnswers', { name: booking.host.first_name, hours: REQUEST_TTL_HOURS }),
    t('bookingRequest.sent.thenPay', {
      hours: PAYMENT_TTL_HOURS,
      amount: formatUsd(booking.due_now, toLanguage(i18n.resolvedLanguage)),
    }),
    t('bookingRequest.sent.nothingYet'),
  ]
  return (
    <div role="status" className="flex flex-col items-start gap-5">
      <div className="flex items-center gap-3">
        <CircleCheck aria-hidden="true" className="size-10 shrink-0 text-success" />
        <h3 className="text-2xl font-semibold text-ink">{t('bookingRequest.sent.title')}</h3>
      </div>
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-ink">{t('bookingRequest.sent.next')}</p>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Link to={`${ROUTES.userPanel}/reservations`} className={buttonClass('primary')}>
          {t('bookingRequest.sent.reservations')}
        </Link>
      </div>
    </div>
  )
}
