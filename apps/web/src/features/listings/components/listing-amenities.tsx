import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useCatalogueLabels } from '../../../lib/catalogue-labels.ts'

/** What the home comes with. */
export function ListingAmenities({ amenities }: { amenities: readonly string[] }) {
  const { t } = useTranslation()
  const labels = useCatalogueLabels()
  if (amenities.length === 0) return <p className="text-ink-muted">{t('listings.noAmenities')}</p>
  return (
    <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {amenities.map((amenity) => (
        <li key={amenity} className="flex items-center gap-3 text-ink">
          <Check aria-hidden="true" className="size-5 shrink-0 text-brand" />
          {labels.amenity(amenity)}
        </li>
      ))}
    </ul>
  )
}
