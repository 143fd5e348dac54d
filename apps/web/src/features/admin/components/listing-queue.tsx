import { useTranslation } from 'react-i18next'
import { useAdminListings } from '../api/use-admin-listings.ts'
import { LISTING_FILTERS } from '../lib/review-status.ts'
import { ListingReviewCard } from './listing-review-card.tsx'
import { ReviewQueue } from './review-queue.tsx'

/** New listings wait here for review; approving publishes them. */
export function ListingQueue() {
  const { t } = useTranslation()
  return (
    <ReviewQueue
      filters={LISTING_FILTERS}
      useItems={useAdminListings}
      empty={{ title: t('admin.listings.empty'), text: t('admin.listings.emptyText') }}
      keyOf={(listing) => listing.property_id}
      renderItem={(listing) => <ListingReviewCard listing={listing} />}
    />
  )
}
