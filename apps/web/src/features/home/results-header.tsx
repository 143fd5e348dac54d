import { useTranslation } from 'react-i18next'
import { SaveSearchButton } from '../saved-searches/index.ts'
import { ActiveFilters, MoreFilters, SortSelect } from '../search/index.ts'
import { HOME_LAYOUT } from './home-layout.ts'

/**
 * Over the results: "300 homes" (or that the search is running), the filters and the sort order,
 * then the filters in force.
 */
export function ResultsHeader({ count }: { count: number | undefined }) {
  const { t, i18n } = useTranslation()
  return (
    <>
      <div className={HOME_LAYOUT.resultsHeader}>
        <h2 id="results-title" className="text-xl font-semibold text-ink" aria-live="polite">
          {count === undefined
            ? t('listings.searching')
            : t('listings.found', { count, total: count.toLocaleString(i18n.resolvedLanguage) })}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <MoreFilters />
          <SortSelect />
          <SaveSearchButton />
        </div>
      </div>
      <div className="mb-6">
        <ActiveFilters />
      </div>
    </>
  )
}
