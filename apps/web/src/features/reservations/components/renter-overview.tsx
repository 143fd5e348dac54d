import { todayInMontreal } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { LoadError } from '../../../components/ui/load-error.tsx'
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
      <LoadError
        message={t('bookings.fetchFailed')}
        onRetry={() => void bookings.refetch()}
        error={bookings.error}
      />
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
