import type { TReview } from '@demeure/shared'
import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { localDisplayDate } from '../../../lib/format-timestamp.ts'
import { ReviewReplyForm } from './review-reply-form.tsx'

type TReviewItemProps = { review: TReview; listingId: number; canReply: boolean }

/** One guest's review, its stars and date, and the host's answer (or the host's way to give it). */
export function ReviewItem({ review, listingId, canReply }: TReviewItemProps) {
  const { t } = useTranslation()
  return (
    <li className="flex flex-col gap-3 border-t border-line py-5 first:border-t-0 first:pt-0">
      <div className="flex items-center gap-3">
        <Avatar
          name={review.author.first_name}
          imageUrl={review.author.profile_picture_url}
          className="size-10"
        />
        <div className="flex flex-col">
          <span className="font-semibold text-ink">{review.author.first_name}</span>
          <span className="text-sm text-ink-muted tabular-nums">{localDisplayDate(review.created_at)}</span>
        </div>
        <span
          role="img"
          aria-label={t('listings.reviewList.stars', { count: review.rating })}
          className="ml-auto inline-flex gap-0.5"
        >
          {[1, 2, 3, 4, 5].map((star) => (
            <Star
              key={star}
              aria-hidden="true"
              className={star <= review.rating ? 'size-4 fill-accent text-accent' : 'size-4 text-line-strong'}
            />
          ))}
        </span>
      </div>
      <p className="whitespace-pre-line text-ink">{review.comment}</p>
      {review.reply ? (
        <div className="ml-4 rounded-card border border-line bg-surface p-4">
          <p className="text-sm font-semibold text-ink">{t('listings.reviewList.hostReply')}</p>
          <p className="mt-1 whitespace-pre-line text-ink">{review.reply}</p>
        </div>
      ) : (
        canReply && <ReviewReplyForm listingId={listingId} reviewId={review.id} />
      )}
    </li>
  )
}
