import { centsToDecimal, formatDisplayDate, type TBooking, todayInMontreal } from '@demeure/shared'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { useCancelReservation } from '../api/use-cancel-reservation.ts'
import { refundPreview } from '../lib/refund-preview.ts'
import { useStayTitle } from '../lib/use-stay-title.ts'

/** What the server answered: the refund and what the policy kept, as wire amounts. */
export type TCancelOutcome = { refund: string; kept: string }

type TCancelReservationDialogProps = {
  booking: TBooking
  open: boolean
  onOpenChange: (open: boolean) => void
  onCancelled: (outcome: TCancelOutcome) => void
}

/**
 * Cancel rental: the written policy and what it means for this reservation are shown
 * before the guest confirms; the toast then says what the server actually refunded.
 */
export function CancelReservationDialog({
  booking,
  open,
  onOpenChange,
  onCancelled,
}: TCancelReservationDialogProps) {
  const { t, i18n } = useTranslation()
  const titleOf = useStayTitle()
  const money = (amount: string) => formatUsd(amount, toLanguage(i18n.resolvedLanguage))
  const cancel = useCancelReservation()
  const preview = refundPreview(booking, todayInMontreal())
  const amounts = {
    refund: money(centsToDecimal(preview.refundCents)),
    kept: money(centsToDecimal(preview.keptCents)),
    fee: money(booking.service_fee),
  }

  const confirm = () => {
    cancel.mutate(booking.booking_id, {
      onSuccess: (answer) => {
        const result = t('reservations.cancel.result', {
          refund: money(answer.refund),
          kept: money(answer.kept),
        })
        toast.success(`${t('bookings.cancelled')} ${result}`)
        onCancelled({ refund: answer.refund, kept: answer.kept })
        onOpenChange(false)
      },
      onError: () => {
        toast.error(t('bookings.cancelFailed'))
      },
    })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}
      title={t('reservations.cancel.title')}
      description={t('reservations.cancel.stay', {
        title: titleOf(booking),
        checkIn: formatDisplayDate(booking.check_in),
        checkOut: formatDisplayDate(booking.check_out),
      })}
    >
      <div className="flex flex-col gap-4">
        <section className="rounded-control bg-canvas p-4 text-sm">
          <h3 className="font-semibold text-ink">{t('reservations.cancel.policyTitle')}</h3>
          <p className="mt-1 text-ink-muted">{t('reservations.cancel.policy')}</p>
        </section>
        <p className="text-ink">{t(`reservations.cancel.preview.${preview.rule}`, amounts)}</p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            {t('reservations.cancel.keep')}
          </Button>
          <Button variant="danger" onClick={confirm} isBusy={cancel.isPending}>
            {cancel.isPending ? t('reservations.cancel.cancelling') : t('reservations.cancel.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
