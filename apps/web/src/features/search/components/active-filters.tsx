import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useCatalogueLabels } from '../../../lib/catalogue-labels.ts'
import { EMPTY_FILTERS, type TSearchFilters } from '../lib/search-filters.ts'
import { useFilterSummary } from '../use-filter-summary.ts'
import { useSearchFilters } from '../use-search-filters.ts'

type TChip = { key: string; label: string; change: Partial<TSearchFilters> }

/** The filters in force as chips, each removable, and a way to clear them all. */
export function ActiveFilters() {
  const { t } = useTranslation()
  const labels = useCatalogueLabels()
  const { filters, update } = useSearchFilters()
  const summary = useFilterSummary(filters)
  const chips: TChip[] = [
    ...(filters.location
      ? [{ key: 'location', label: summary.location, change: { location: '', isCity: false } }]
      : []),
    ...filters.types.map((type) => ({
      key: `type-${type}`,
      label: labels.listingType(type),
      change: { types: filters.types.filter((item) => item !== type) },
    })),
    ...(filters.minPrice !== undefined || filters.maxPrice !== undefined
      ? [{ key: 'price', label: summary.price, change: { minPrice: undefined, maxPrice: undefined } }]
      : []),
    ...(filters.checkIn
      ? [{ key: 'moveIn', label: t('searchBar.moveInOn', { date: summary.moveIn }), change: { checkIn: '' } }]
      : []),
    ...filters.amenities.map((amenity) => ({
      key: `amenity-${amenity}`,
      label: labels.amenity(amenity),
      change: { amenities: filters.amenities.filter((item) => item !== amenity) },
    })),
    ...(filters.guests > 1
      ? [
          {
            key: 'guests',
            label: t('searchBar.guestsCount', { count: filters.guests, total: filters.guests }),
            change: { guests: 1 },
          },
        ]
      : []),
  ]
  if (chips.length === 0) return null
  return (
    <ul aria-label={t('searchBar.activeFilters')} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => update(chip.change)}
            aria-label={t('searchBar.removeFilter', { filter: chip.label })}
            className="flex h-9 items-center gap-1.5 rounded-full border border-brand/30 bg-brand-soft pr-2 pl-3 text-sm font-medium text-brand-strong hover:border-brand"
          >
            {chip.label}
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button
            type="button"
            onClick={() => update({ ...EMPTY_FILTERS, sort: filters.sort })}
            className="text-link h-9 px-2 text-sm"
          >
            {t('searchBar.clearAll')}
          </button>
        </li>
      )}
    </ul>
  )
}
