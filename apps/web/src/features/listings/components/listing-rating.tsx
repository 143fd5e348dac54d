import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'

type TListingRatingProps = { average: string; count: number; className?: string }

/** The average rating and the number of reviews, or plainly that there are none yet. */
export function ListingRating({ average, count, className }: TListingRatingProps) {
  const { t, i18n } = useTranslation()
  if (count === 0) return <span className={cx('text-ink-muted', className)}>{t('empty.reviews')}</span>
  const value = new Intl.NumberFormat(i18n.resolvedLanguage, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Number(average))
  return (
    <span className={cx('inline-flex items-center gap-1 text-ink', className)}>
      <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
      <span className="font-semibold tabular-nums">{value}</span>
      <span className="text-ink-muted">{t('listings.reviewCount', { count })}</span>
    </span>
  )
}
