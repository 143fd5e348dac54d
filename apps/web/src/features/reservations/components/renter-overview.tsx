import { todayInMontreal } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useRenterBookings } from '../api/use-renter-bookings.ts'
import { renterOverview } from '../lib/renter-overview.ts'
import { NextStayCard } from './next-stay-card.tsx'
import { RenterTodo } from './renter-todo.tsx'

/** The top of the user dashboard, from the renter's real reservations: the next stay and what awaits. */
export function RenterOverview() {
  const { t } = useTranslation()
  const bookings = useRenterBookings()

  if (bookings.isPending) {
    return (
      <div aria-hidden="true" className="grid animate-pulse gap-4 lg:grid-cols-2">
        <div className="h-56 rounded-card bg-line" />
        <div className="h-56 rounded-card bg-line" />
      </div>
    )
  }
  if (bookings.isError) {
    return (
      <div className="card flex flex-col items-start gap-4 p-6">
        <FormAlert message={t('bookings.fetchFailed')} />
        <Button variant="secondary" onClick={() => void bookings.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  const overview = renterOverview(bookings.data, todayInMontreal())
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <NextStayCard next={overview.nextStay} />
      <RenterTodo overview={overview} />
    </div>
  )
}
