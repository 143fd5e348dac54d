import { useTranslation } from 'react-i18next'
import { useAdminProperties } from '../api/use-admin-properties.ts'
import { LISTING_FILTERS } from '../lib/review-status.ts'
import { ListingReviewCard } from './listing-review-card.tsx'
import { ReviewQueue } from './review-queue.tsx'

/** New listings wait here for review; approving publishes them. */
export function ListingQueue() {
  const { t } = useTranslation()
  return (
    <ReviewQueue
      filters={LISTING_FILTERS}
      useItems={useAdminProperties}
      empty={{ title: t('admin.listings.empty'), text: t('admin.listings.emptyText') }}
      keyOf={(property) => property.property_id}
      renderItem={(property) => <ListingReviewCard property={property} />}
    />
  )
}
