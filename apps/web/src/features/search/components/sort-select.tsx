import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SORTS, type TSort } from '../lib/search-filters.ts'
import { useSearchFilters } from '../use-search-filters.ts'

const SORT_LABELS = {
  newest: 'searchBar.sortNewest',
  price: 'searchBar.sortPriceUp',
  '-price': 'searchBar.sortPriceDown',
} as const

/** The order of the results (newest first by default). */
export function SortSelect() {
  const { t } = useTranslation()
  const id = useId()
  const { filters, update } = useSearchFilters()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-ink-muted">
        {t('searchBar.sortBy')}
      </label>
      <select
        id={id}
        value={filters.sort}
        onChange={(event) => update({ sort: event.target.value as TSort })}
        className="h-11 rounded-control border border-line-strong bg-surface px-3 text-sm font-medium text-ink"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  )
}
