import { MessageSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { HouseRating } from './house-rating.tsx'

type THouseReviewsProps = { average: string; count: number }

/** The average rating and how many reviews it comes from; guests review after their stay. */
export function HouseReviews({ average, count }: THouseReviewsProps) {
  const { t } = useTranslation()
  if (count === 0) {
    return (
      <div className="flex items-start gap-3 rounded-card bg-canvas p-4">
        <MessageSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <div>
          <p className="font-semibold text-ink">{t('empty.reviews')}</p>
          <p className="text-sm text-ink-muted">{t('houses.reviewsText')}</p>
        </div>
      </div>
    )
  }
  return <HouseRating average={average} count={count} className="text-xl" />
}
