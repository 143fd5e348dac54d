import { DoorOpen } from 'lucide-react'
import { useEffect } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useHostVisits } from '../api/use-host-visits.ts'
import { HostVisitCard } from './host-visit-card.tsx'
import { ListSkeleton } from './list-skeleton.tsx'

/** The visitors of the host's listings (or of one), requests to answer first, then by date. */
export function HostVisitList({ listing }: { listing: number | null }) {
  const { t } = useTranslation()
  const visits = useHostVisits(listing)

  useEffect(() => {
    if (visits.isError) toast.error(t('bookings.visitorsFailed'))
  }, [visits.isError, t])

  if (visits.isPending) return <ListSkeleton />
  if (visits.isError) {
    return (
      <LoadError
        message={t('bookings.visitorsFailed')}
        onRetry={() => void visits.refetch()}
        error={visits.error}
      />
    )
  }
  const all = visits.data.pages.flatMap((page) => page.results)
  if (all.length === 0) {
    return (
      <EmptyState
        icon={DoorOpen}
        title={listing === null ? t('hostBookings.visits.emptyAll') : t('empty.visitors')}
        text={t('hostBookings.visits.emptyText')}
      />
    )
  }
  const ordered = [...all].sort(
    (a, b) =>
      Number(b.status === 'requested') - Number(a.status === 'requested') ||
      `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`),
  )
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {ordered.map((visit) => (
          <li key={visit.visit_id}>
            <HostVisitCard visit={visit} />
          </li>
        ))}
      </ul>
      {visits.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => void visits.fetchNextPage()}
          isBusy={visits.isFetchingNextPage}
        >
          {t('hostBookings.showMore')}
        </Button>
      )}
    </div>
  )
}
