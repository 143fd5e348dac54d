import { CalendarDays } from 'lucide-react'
import { useEffect } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { type THostBookingFilters, useHostBookings } from '../api/use-host-bookings.ts'
import { BOOKING_GROUPS, groupBookings } from '../lib/booking-groups.ts'
import { HostBookingCard } from './host-booking-card.tsx'
import { ListSkeleton } from './list-skeleton.tsx'

/** The host's requests, then stays to come or under way, then the past; with every list state. */
export function HostBookingList({ filters }: { filters: THostBookingFilters }) {
  const { t } = useTranslation()
  const bookings = useHostBookings(filters)

  useEffect(() => {
    if (bookings.isError) toast.error(t('bookings.fetchFailed'))
  }, [bookings.isError, t])

  if (bookings.isPending) return <ListSkeleton />
  if (bookings.isError) {
    return (
      <LoadError
        message={t('bookings.fetchFailed')}
        onRetry={() => void bookings.refetch()}
        error={bookings.error}
      />
    )
  }
  const all = bookings.data.pages.flatMap((page) => page.results)
  if (all.length === 0) {
    const isFiltered = filters.listing !== null || filters.status !== null
    return (
      <EmptyState
        icon={CalendarDays}
        title={t('empty.reservations')}
        text={isFiltered ? t('hostBookings.emptyFiltered') : t('hostBookings.emptyText')}
      />
    )
  }
  const groups = groupBookings(all)
  return (
    <div className="flex flex-col gap-8">
      {BOOKING_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <section key={group} aria-labelledby={`bookings-${group}`} className="flex flex-col gap-4">
          <h2 id={`bookings-${group}`} className="flex items-center gap-2 text-xl font-semibold text-ink">
            {t(`hostBookings.groups.${group}`)}
            <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-sm text-brand tabular-nums">
              {groups[group].length}
            </span>
          </h2>
          <ul className="flex flex-col gap-4">
            {groups[group].map((booking) => (
              <li key={booking.booking_id}>
                <HostBookingCard booking={booking} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {bookings.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => void bookings.fetchNextPage()}
          isBusy={bookings.isFetchingNextPage}
        >
          {t('hostBookings.showMore')}
        </Button>
      )}
    </div>
  )
}
