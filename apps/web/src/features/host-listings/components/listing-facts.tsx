import { formatDisplayDate, type THostListing } from '@demeure/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useCatalogueLabels } from '../../../lib/catalogue-labels.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="break-words font-medium text-ink tabular-nums">{children}</dd>
    </div>
  )
}

function FactGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="font-semibold text-ink">{title}</h3>
      {children}
    </section>
  )
}

/** Everything a listing says, read-only: for its host (view mode) and for staff (review). */
export function ListingFacts({ listing }: { listing: THostListing }) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const labels = useCatalogueLabels()
  const periods = listing.availabilities.filter((period) => period.is_available)
  const percentage = Math.round(Number(listing.additional_capacity_percentage) * 100)
  return (
    <div className="flex flex-col gap-6">
      <FactGroup title={t('listingForm.sections.basics')}>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact label={t('listingForm.fields.property_type')}>
            {labels.listingType(listing.property_type)}
          </Fact>
          <Fact label={t('listingForm.fields.room_category')}>
            {labels.roomCategory(listing.room_category)}
          </Fact>
          <Fact label={t('listingForm.fields.price_per_month')}>
            {t('common.perMonth', { price: formatUsd(listing.price_per_month, language) })}
          </Fact>
        </dl>
        <p className="whitespace-pre-line text-ink">{listing.description}</p>
      </FactGroup>
      <FactGroup title={t('listingForm.sections.address')}>
        <address className="not-italic text-ink">
          {listing.address_street}
          <br />
          {listing.address_city}, {listing.address_state} {listing.address_postal_code}
          <br />
          {listing.address_country}
        </address>
        <p className="text-sm text-ink-muted tabular-nums">
          {t('mapPicker.chosen', { lat: listing.latitude, lon: listing.longitude })}
        </p>
      </FactGroup>
      <FactGroup title={t('listingForm.sections.details')}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact label={t('listingForm.fields.max_guests')}>{listing.max_guests}</Fact>
          <Fact label={t('listingForm.fields.free_capacity')}>{listing.free_capacity}</Fact>
          <Fact label={t('listingForm.fields.additional_capacity')}>
            {t('hostListings.additional', { count: listing.additional_capacity, percentage })}
          </Fact>
          <Fact label={t('listingForm.fields.num_bedrooms')}>{listing.num_bedrooms}</Fact>
          <Fact label={t('listingForm.fields.num_beds')}>{listing.num_beds}</Fact>
          <Fact label={t('listingForm.fields.num_private_bathrooms')}>
            {Number(listing.num_private_bathrooms)}
          </Fact>
          <Fact label={t('listingForm.fields.num_shared_bathrooms')}>
            {Number(listing.num_shared_bathrooms)}
          </Fact>
        </dl>
      </FactGroup>
      <FactGroup title={t('listingForm.sections.amenities')}>
        {listing.amenities.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('hostListings.noAmenities')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {listing.amenities.map((amenity) => (
              <li key={amenity} className="rounded-full bg-brand-soft px-3 py-1 text-sm text-brand-strong">
                {labels.amenity(amenity)}
              </li>
            ))}
          </ul>
        )}
      </FactGroup>
      <FactGroup title={t('listingForm.sections.rules')}>
        {listing.rules.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('hostListings.noRules')}</p>
        ) : (
          <ol className="list-decimal pl-5 text-ink">
            {listing.rules.map((rule, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rules are plain strings that may repeat
              <li key={index}>{rule}</li>
            ))}
          </ol>
        )}
      </FactGroup>
      <FactGroup title={t('listingForm.sections.availability')}>
        {periods.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('listingForm.noPeriods')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2 text-sm tabular-nums">
            {periods.map((period) => (
              <li key={period.availability_id} className="rounded-full bg-canvas px-3 py-1 ring-1 ring-line">
                {formatDisplayDate(period.start_date)} – {formatDisplayDate(period.end_date)}
              </li>
            ))}
          </ul>
        )}
      </FactGroup>
    </div>
  )
}
