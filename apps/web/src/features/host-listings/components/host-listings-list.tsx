import { House, Plus } from 'lucide-react'
import { useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { useHostListings } from '../api/use-host-listings.ts'
import { HostListingCard } from './host-listing-card.tsx'
import { ListingModal } from './listing-modal.tsx'

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="card flex animate-pulse flex-col overflow-hidden sm:flex-row">
      <div className="aspect-[4/3] w-full bg-line sm:w-56" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-6 w-2/3 rounded bg-line" />
        <div className="h-4 w-1/2 rounded bg-line" />
        <div className="h-4 w-1/4 rounded bg-line" />
      </div>
    </div>
  )
}

/** The host's listings with loading, error (toast and retry) and empty states. */
export function HostListingsList() {
  const { t } = useTranslation()
  const listings = useHostListings()
  const [openId, setOpenId] = useState<number | null>(null)
  // The modal reads the listing from the list, so it shows each change once the list is refetched.
  const open = listings.data?.find((listing) => listing.property_id === openId)

  useEffect(() => {
    if (listings.isError) toast.error(t('hosting.fetchFailed'))
  }, [listings.isError, t])

  if (listings.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <CardSkeleton />
        <CardSkeleton />
      </div>
    )
  }
  if (listings.isError) {
    return (
      <div className="card flex flex-col items-start gap-4 p-6">
        <FormAlert message={t('hosting.fetchFailed')} />
        <Button variant="secondary" onClick={() => void listings.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  if (listings.data.length === 0) {
    return (
      <EmptyState
        icon={House}
        title={t('empty.listings')}
        text={t('panel.listings.emptyText')}
        action={
          <Link to={ROUTES.newListing} className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('panel.listings.listProperty')}
          </Link>
        }
      />
    )
  }
  return (
    <>
      <ul className="flex flex-col gap-4">
        {listings.data.map((listing) => (
          <li key={listing.property_id}>
            <HostListingCard listing={listing} onOpen={() => setOpenId(listing.property_id)} />
          </li>
        ))}
      </ul>
      <ListingModal listing={open} onClose={() => setOpenId(null)} />
    </>
  )
}
