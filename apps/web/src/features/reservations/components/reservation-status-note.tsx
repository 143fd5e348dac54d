import { formatDisplayDate, type TBooking } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { formatUsd } from '../../../lib/format-money.ts'
import { localDisplayDate, localTime } from '../../../lib/format-timestamp.ts'
import { toLanguage } from '../../../lib/language.ts'
import type { TCancelOutcome } from './cancel-reservation-dialog.tsx'

type TReservationStatusNoteProps = { booking: TBooking; outcome: TCancelOutcome | null }

/** What the status means for the guest and what happens next, with its deadline or refund. */
export function ReservationStatusNote({ booking, outcome }: TReservationStatusNoteProps) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const money = (amount: string) => formatUsd(amount, language)
  const deadline = booking.expires_at && {
    deadline: t('reservations.deadline', {
      date: localDisplayDate(booking.expires_at),
      time: localTime(booking.expires_at, language),
    }),
  }
  const lines: string[] = []
  switch (booking.status) {
    case 'requested':
      lines.push(t('reservations.explain.requested'))
      if (deadline) lines.push(t('reservations.explain.answerBy', deadline))
      break
    case 'approved':
      lines.push(t('reservations.explain.approved', { amount: money(booking.due_now) }))
      if (deadline) lines.push(t('reservations.explain.payBy', deadline))
      break
    case 'confirmed':
      lines.push(t('reservations.explain.confirmed', { date: formatDisplayDate(booking.check_in) }))
      break
    case 'active':
      lines.push(t('reservations.explain.active', { date: formatDisplayDate(booking.check_out) }))
      break
    case 'cancelled': {
      lines.push(
        t(
          booking.cancelled_by === 'host'
            ? 'reservations.explain.cancelledByHost'
            : 'reservations.explain.cancelledByGuest',
        ),
      )
      const refund = outcome?.refund ?? booking.refund
      if (refund !== null) {
        lines.push(
          Number(refund) > 0
            ? t('reservations.refund.amount', { amount: money(refund) })
            : t('reservations.refund.none'),
        )
      }
      if (outcome && Number(outcome.kept) > 0)
        lines.push(t('reservations.refund.kept', { amount: money(outcome.kept) }))
      break
    }
    default:
      lines.push(t(`reservations.explain.${booking.status}`))
  }
  return (
    <div className="flex flex-col gap-1 text-sm text-ink-muted">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}
