import type { TBooking } from '@demeure/shared'
import { CircleX, Star } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { reservationActions } from '../lib/reservation-actions.ts'
import { CancelReservationDialog, type TCancelOutcome } from './cancel-reservation-dialog.tsx'
import { MessageHostButton } from './message-host-button.tsx'
import { PayNowButton } from './pay-now-button.tsx'
import { ReviewDialog } from './review-dialog.tsx'

type TReservationActionsProps = { booking: TBooking; onCancelled: (outcome: TCancelOutcome) => void }

/** The buttons a reservation offers in its status (see `reservationActions`), with their dialogs. */
export function ReservationActions({ booking, onCancelled }: TReservationActionsProps) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<'cancel' | 'review' | null>(null)
  const actions = reservationActions(booking)
  if (actions.length === 0) return null
  const dialogProps = (name: 'cancel' | 'review') => ({
    booking,
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  })

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {actions.map((action) => {
        switch (action) {
          case 'pay':
            return <PayNowButton key={action} bookingId={booking.booking_id} />
          case 'review':
            return (
              <Button key={action} onClick={() => setDialog('review')}>
                <Star aria-hidden="true" className="size-4" />
                {t('reservations.actions.review')}
              </Button>
            )
          case 'message':
            return (
              booking.property && <MessageHostButton key={action} listingId={booking.property.property_id} />
            )
          case 'cancel':
            return (
              <Button
                key={action}
                variant="ghost"
                className="text-danger hover:bg-danger-soft"
                onClick={() => setDialog('cancel')}
              >
                <CircleX aria-hidden="true" className="size-4" />
                {t('reservations.actions.cancel')}
              </Button>
            )
          default:
            return null
        }
      })}
      {actions.includes('cancel') && (
        <CancelReservationDialog {...dialogProps('cancel')} onCancelled={onCancelled} />
      )}
      {actions.includes('review') && <ReviewDialog {...dialogProps('review')} />}
    </div>
  )
}
