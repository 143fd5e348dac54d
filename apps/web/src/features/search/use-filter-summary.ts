import { formatDisplayDate } from '@demeure/shared/zod-free'
import { useTranslation } from 'react-i18next'
import { useCatalogueLabels } from '../../lib/catalogue-labels.ts'
import { usePriceRangeLabel } from './components/price-picker.tsx'
import { pricesToRange } from './lib/price-range.ts'
import type { TSearchFilters } from './lib/search-filters.ts'

/** What each part of the search shows when closed: the chosen value, or "any". */
export function useFilterSummary(filters: TSearchFilters) {
  const { t } = useTranslation()
  const labels = useCatalogueLabels()
  const priceLabel = usePriceRangeLabel()
  const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined
  return {
    location: filters.location ? labels.city(filters.location) : t('searchBar.anywhere'),
    price: hasPrice ? priceLabel(pricesToRange(filters.minPrice, filters.maxPrice)) : t('searchBar.anyPrice'),
    type:
      filters.types.length === 0
        ? t('searchBar.anyType')
        : filters.types.length === 1
          ? labels.listingType(filters.types[0] as string)
          : t('searchBar.typesChosen', { total: filters.types.length }),
    moveIn: filters.checkIn ? formatDisplayDate(filters.checkIn) : t('searchBar.anyDate'),
  }
}
