import type { TListingDetail } from '@demeure/shared'
import { MessageSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useListingReviews } from '../api/use-listing-reviews.ts'
import { useIsOwnListing } from '../lib/use-is-own-listing.ts'
import { ListingRating } from './listing-rating.tsx'
import { ReviewItem } from './review-item.tsx'

type TListingReviewsProps = {
  listing: Pick<TListingDetail, 'property_id' | 'rating_avg' | 'review_count' | 'host'>
}

/** The average rating, then the reviews guests wrote after moving in, with the host's answers. */
export function ListingReviews({ listing }: TListingReviewsProps) {
  const { t } = useTranslation()
  const canReply = useIsOwnListing(listing)
  const reviews = useListingReviews(listing.property_id)
  if (listing.review_count === 0) {
    return (
      <div className="flex items-start gap-3 rounded-card bg-canvas p-4">
        <MessageSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <div>
          <p className="font-semibold text-ink">{t('empty.reviews')}</p>
          <p className="text-sm text-ink-muted">{t('listings.reviewsText')}</p>
        </div>
      </div>
    )
  }
  const items = reviews.data?.pages.flatMap((page) => page.results) ?? []
  return (
    <div className="flex flex-col gap-5">
      <ListingRating average={listing.rating_avg} count={listing.review_count} className="text-xl" />
      {reviews.isError && (
        <LoadError
          message={t('listings.reviewList.loadError')}
          onRetry={() => void reviews.refetch()}
          error={reviews.error}
        />
      )}
      <ul className="flex flex-col">
        {items.map((review) => (
          <ReviewItem key={review.id} review={review} listingId={listing.property_id} canReply={canReply} />
        ))}
      </ul>
      {reviews.hasNextPage && (
        <Button
          variant="secondary"
          className="self-start"
          isBusy={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {t('listings.reviewList.showMore')}
        </Button>
      )}
    </div>
  )
}
