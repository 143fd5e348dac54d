import type { TBookingStatus } from '@demeure/shared'
import { CalendarDays } from 'lucide-react'
import { useEffect } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { useMyReservations } from '../api/use-my-reservations.ts'
import { ReservationCard } from './reservation-card.tsx'
import { ReservationSkeleton } from './reservation-skeleton.tsx'

type TReservationsListProps = { status: TBookingStatus | null; onShowAll: () => void }

/** The guest's reservations of one status (or all), a page at a time, with every list state (DESIGN.md). */
export function ReservationsList({ status, onShowAll }: TReservationsListProps) {
  const { t } = useTranslation()
  const reservations = useMyReservations(status)

  useEffect(() => {
    if (reservations.isError) toast.error(t('bookings.fetchFailed'))
  }, [reservations.isError, t])

  if (reservations.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <ReservationSkeleton />
        <ReservationSkeleton />
      </div>
    )
  }
  if (reservations.isError) {
    return (
      <LoadError
        message={t('bookings.fetchFailed')}
        onRetry={() => void reservations.refetch()}
        error={reservations.error}
      />
    )
  }
  const bookings = reservations.data.pages.flatMap((page) => page.results)
  if (bookings.length === 0) {
    return status ? (
      <EmptyState
        icon={CalendarDays}
        title={t('empty.reservations')}
        text={t('reservations.filteredEmpty', { status: t(`reservations.status.${status}`) })}
        action={
          <Button variant="secondary" onClick={onShowAll}>
            {t('reservations.showAll')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={CalendarDays}
        title={t('empty.reservations')}
        text={t('panel.reservations.emptyText')}
        action={
          <Link to={ROUTES.home} className={buttonClass('primary')}>
            {t('panel.reservations.browse')}
          </Link>
        }
      />
    )
  }
  const total = reservations.data.pages[0]?.count ?? bookings.length
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t('reservations.count', { count: total })}
      </p>
      <ul className="flex flex-col gap-4">
        {bookings.map((booking) => (
          <li key={booking.booking_id}>
            <ReservationCard booking={booking} />
          </li>
        ))}
      </ul>
      {reservations.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          isBusy={reservations.isFetchingNextPage}
          onClick={() => void reservations.fetchNextPage()}
        >
          {reservations.isFetchingNextPage ? t('common.loading') : t('reservations.loadMore')}
        </Button>
      )}
    </div>
  )
}
