import type { TListingDetail } from '@demeure/shared'
import { Bath, BedDouble, DoorOpen, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Guests, bedrooms, beds and bathrooms at a glance. Bathrooms may be halves (1.5). */
export function ListingFacts({ listing }: { listing: TListingDetail }) {
  const { t, i18n } = useTranslation()
  const number = (value: string | number) => Number(value).toLocaleString(i18n.resolvedLanguage)
  const facts = [
    { icon: Users, label: t('listings.guests', { count: listing.max_guests }) },
    { icon: DoorOpen, label: t('listings.bedrooms', { count: listing.num_bedrooms }) },
    { icon: BedDouble, label: t('listings.beds', { count: listing.num_beds }) },
    {
      icon: Bath,
      label: t('listings.privateBaths', {
        count: Number(listing.num_private_bathrooms),
        total: number(listing.num_private_bathrooms),
      }),
    },
    ...(Number(listing.num_shared_bathrooms) > 0
      ? [
          {
            icon: Bath,
            label: t('listings.sharedBaths', {
              count: Number(listing.num_shared_bathrooms),
              total: number(listing.num_shared_bathrooms),
            }),
          },
        ]
      : []),
  ]
  return (
    <ul className="flex flex-wrap gap-2">
      {facts.map(({ icon: Icon, label }) => (
        <li
          key={label}
          className="flex h-10 items-center gap-2 rounded-full bg-canvas px-4 text-sm font-medium text-ink"
        >
          <Icon aria-hidden="true" className="size-4 text-brand" />
          {label}
        </li>
      ))}
    </ul>
  )
}
