import type { TListingCard } from '@demeure/shared'
import { listingText } from '@demeure/shared/zod-free'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCatalogueLabels } from '../../../lib/catalogue-labels.ts'
import { formatOneTimeFee, formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { FavouriteHeart } from '../../favourites/index.ts'
import { ListingPhoto } from './listing-photo.tsx'
import { ListingRating } from './listing-rating.tsx'

type TListingCardProps = {
  listing: TListingCard
  isEager?: boolean
  /** Said over the photo's corner (a saved home's state). */
  badge?: ReactNode
}

/**
 * One result: photo (4:3) with its heart, type and city, title, monthly price in the accent colour,
 * rating.
 */
export function ListingCard({ listing, isEager = false, badge }: TListingCardProps) {
  const { t, i18n } = useTranslation()
  const labels = useCatalogueLabels()
  const language = toLanguage(i18n.resolvedLanguage)
  const price = formatUsd(listing.price_per_month, language)
  const { title, isFrenchMissing } = listingText(listing, language)
  return (
    <article className="group relative flex flex-col">
      <ListingPhoto
        src={listing.main_photo}
        alt=""
        isEager={isEager}
        className="aspect-[4/3] w-full rounded-card transition-opacity group-hover:opacity-90"
      />
      {badge}
      {/* Above the link's area (the whole card), so a tap on the heart saves instead of opening. */}
      <FavouriteHeart listingId={listing.property_id} title={title} className="absolute top-2 right-2 z-10" />
      <div className="mt-3 flex flex-col gap-0.5">
        <p className="text-sm text-ink-muted">
          {labels.homeKind(listing)} · {listing.address_city}
        </p>
        <h3 className="line-clamp-2 font-semibold text-ink">
          {/* The whole card is the link's target area; the title names it. */}
          <Link
            to={`${ROUTES.listing}/${listing.property_id}`}
            className="rounded-sm after:absolute after:inset-0 after:rounded-card"
          >
            {/* A title left in the host's language is marked so, for screen readers and hyphenation. */}
            <span lang={isFrenchMissing ? 'en' : undefined}>{title}</span>
          </Link>
        </h3>
        <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="text-base font-semibold text-accent tabular-nums">
            {t('common.perMonth', { price })}
          </span>
          <span className="basis-full text-xs text-ink-muted" data-testid="card-one-time-fee">
            {t('listings.oneTimeFee', { amount: formatOneTimeFee(listing.price_per_month, language) })}
          </span>
          <ListingRating average={listing.rating_avg} count={listing.review_count} />
        </p>
      </div>
    </article>
  )
}
