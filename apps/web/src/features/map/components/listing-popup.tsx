import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCatalogueLabels } from '../../../lib/catalogue-labels.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { useListingText } from '../../../lib/use-listing-text.ts'
import { FavouriteHeart } from '../../favourites/index.ts'
import type { TListingGroup } from '../lib/group-by-coordinates.ts'

/** Every listing at one point: photo, title in the reader's language, type, city, street, price per month. */
export function ListingPopup({ group }: { group: TListingGroup }) {
  const { t, i18n } = useTranslation()
  const labels = useCatalogueLabels()
  const language = toLanguage(i18n.resolvedLanguage)
  const textOf = useListingText()
  return (
    <div className="w-64 font-sans">
      {group.listings.length > 1 && (
        <p className="mb-2 text-sm font-semibold text-ink">
          {t('map.homesHere', { total: group.listings.length })}
        </p>
      )}
      <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto">
        {group.listings.map((listing) => {
          const { title, lang } = textOf(listing)
          return (
            <li key={listing.property_id} className="relative">
              <Link
                to={`${ROUTES.listing}/${listing.property_id}`}
                className="flex gap-3 rounded-control p-1 !text-ink no-underline hover:bg-canvas"
              >
                {listing.main_photo ? (
                  <img
                    src={listing.main_photo}
                    alt=""
                    className="aspect-[4/3] w-20 shrink-0 rounded-control bg-brand-soft object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="aspect-[4/3] w-20 shrink-0 rounded-control bg-brand-soft"
                  />
                )}
                <span className="flex min-w-0 flex-col text-sm leading-snug">
                  <span lang={lang} className="line-clamp-2 font-semibold">
                    {title}
                  </span>
                  <span className="text-ink-muted">
                    {labels.listingType(listing.property_type)} · {listing.address_city}
                  </span>
                  <span className="truncate text-ink-muted">{listing.address_street}</span>
                  <span className="font-semibold text-accent tabular-nums">
                    {t('common.perMonth', { price: formatUsd(listing.price_per_month, language) })}
                  </span>
                </span>
              </Link>
              {/* Beside the link, not in it: a button inside a link is neither. */}
              <FavouriteHeart
                listingId={listing.property_id}
                title={title}
                className="absolute top-2 left-2 size-8 [&_svg]:size-4"
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
