import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { useReservation } from '../api/use-reservation.ts'
import { ReservationCard } from './reservation-card.tsx'
import { ReservationSkeleton } from './reservation-skeleton.tsx'

type TSingleReservationProps = { id: number; onShowAll: () => void }

/** One reservation, reached from elsewhere (a transaction's reference, a notification). */
export function SingleReservation({ id, onShowAll }: TSingleReservationProps) {
  const { t } = useTranslation()
  const reservation = useReservation(id)
  const back = (
    <Button variant="ghost" className="self-start" onClick={onShowAll}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('reservations.showAll')}
    </Button>
  )

  if (reservation.isPending) return <ReservationSkeleton />
  if (reservation.isError) {
    const isMissing = reservation.error instanceof ApiError && reservation.error.status === 404
    return (
      <div className="card flex flex-col items-start gap-4 p-6">
        <FormAlert message={isMissing ? t('reservations.notFound') : t('bookings.fetchFailed')} />
        <div className="flex flex-wrap gap-3">
          {!isMissing && (
            <Button variant="secondary" onClick={() => void reservation.refetch()}>
              {t('common.retry')}
            </Button>
          )}
          {back}
        </div>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      {back}
      <ReservationCard booking={reservation.data} />
    </div>
  )
}
