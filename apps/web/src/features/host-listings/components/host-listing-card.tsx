import { formatDisplayDate, type THostListing } from '@demeure/shared'
import { CalendarCheck, ImageOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { useListingText } from '../../../lib/use-listing-text.ts'
import { ListingStatusBadge } from './listing-status-badge.tsx'

type THostListingCardProps = { listing: THostListing; onOpen: () => void }

/**
 * One listing in the host's list: photo, title, address, monthly rent and nightly price, status and
 * reserved dates.
 * The whole card opens the detail modal (its title is the button, stretched over the card).
 */
export function HostListingCard({ listing, onOpen }: THostListingCardProps) {
  const { t, i18n } = useTranslation()
  const textOf = useListingText()
  const language = toLanguage(i18n.resolvedLanguage)
  const photo = listing.photos[0]
  const reserved = listing.availabilities.filter((period) => !period.is_available)

  return (
    <article className="card relative flex flex-col overflow-hidden transition-shadow has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-brand hover:shadow-raised sm:flex-row">
      <div className="aspect-[4/3] w-full shrink-0 bg-canvas sm:w-56">
        {photo ? (
          <img src={photo.card} alt={photo.description} className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-ink-muted">
            <ImageOff aria-hidden="true" className="size-6" />
            {t('empty.media')}
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-xl font-semibold text-ink">
            <button
              type="button"
              onClick={onOpen}
              className="text-left outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand"
            >
              {textOf(listing).title}
            </button>
          </h2>
          <ListingStatusBadge status={listing.status} />
        </div>
        <p className="text-ink-muted">
          {listing.address_street}, {listing.address_city}
        </p>
        {/* The rent the host charges first; the spec's nightly equivalent under it. */}
        <p className="flex flex-wrap items-baseline gap-x-3 tabular-nums">
          <span className="font-semibold text-accent">
            {t('common.perMonth', { price: formatUsd(listing.price_per_month, language) })}
          </span>
          <span className="text-sm text-ink-muted">
            {t('hostListings.perNight', { price: formatUsd(listing.price_per_night, language) })}
          </span>
        </p>
        {listing.status === 'rejected' && listing.rejection_reason && (
          <p className="rounded-control bg-danger-soft px-3 py-2 text-sm text-ink">
            <span className="font-semibold text-danger">{t('hostListings.rejectedTitle')} </span>
            {listing.rejection_reason}
          </p>
        )}
        <div>
          <h3 className="text-sm font-semibold text-ink">{t('hostListings.reservedDates')}</h3>
          {reserved.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('empty.reservedDates')}</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-2 text-sm tabular-nums">
              {reserved.map((period) => (
                <li key={period.availability_id} className="rounded-full bg-canvas px-3 py-1">
                  {formatDisplayDate(period.start_date)} – {formatDisplayDate(period.end_date)}
                </li>
              ))}
            </ul>
          )}
        </div>
        {/* Above the card's stretched button, so it opens the listing's bookings, not the modal. */}
        <Link
          to={`${ROUTES.cohostPanel}/bookings?property=${listing.property_id}`}
          className="text-link relative z-10 inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold"
        >
          <CalendarCheck aria-hidden="true" className="size-4" />
          {t('hostBookings.listingLink')}
        </Link>
      </div>
    </article>
  )
}
