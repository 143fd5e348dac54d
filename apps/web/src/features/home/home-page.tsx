import { List, Map as MapIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useMediaQuery } from '../../lib/use-media-query.ts'
import { ListingList, useListingSearch } from '../listings/index.ts'
import { ResultsMap } from '../map/index.ts'
import {
  ActiveFilters,
  EMPTY_FILTERS,
  MoreFilters,
  SearchBar,
  SortSelect,
  toSearchQuery,
  useSearchFilters,
} from '../search/index.ts'

/** Where the desktop layout (search bar, map beside the list) takes over (DESIGN.md). */
const DESKTOP = '(min-width: 1024px)'

/**
 * Home: the search bar, the results and a map of the same results — beside the list on
 * desktop, one or the other on mobile. Every filter lives in the URL.
 */
export function HomePage() {
  const { t, i18n } = useTranslation()
  useDocumentTitle()
  const { filters, update } = useSearchFilters()
  const query = useMemo(() => toSearchQuery(filters), [filters])
  const search = useListingSearch(query)
  const isDesktop = useMediaQuery(DESKTOP)
  const [isMapShown, setIsMapShown] = useState(false)
  const firstResults = useMemo(() => search.data?.pages[0]?.results ?? [], [search.data])
  const count = search.data?.pages[0]?.count
  const showMap = isDesktop || isMapShown

  const map = (
    <ResultsMap
      query={query}
      location={filters.location}
      firstResults={firstResults}
      className="size-full rounded-card border border-line lg:shadow-card"
    />
  )

  return (
    <div className="pb-8">
      <section className="page-container pt-6 lg:pt-8">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t('home.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-5xl">{t('home.title')}</h1>
        <p className="mt-2 hidden max-w-3xl text-ink-muted sm:block sm:text-xl">{t('home.intro')}</p>
      </section>

      {isDesktop && (
        // A backdrop of the page's own colour: once scrolled, the cards pass under the compact bar
        // instead of showing around it.
        <div className="page-container sticky top-(--header-height) z-30 bg-canvas/95 py-4 backdrop-blur-sm">
          <SearchBar />
        </div>
      )}

      <div className="page-container grid gap-8 pt-4 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:pt-2">
        <section aria-labelledby="results-title" className={isMapShown && !isDesktop ? 'hidden' : undefined}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-title" className="text-xl font-semibold text-ink" aria-live="polite">
              {count === undefined
                ? t('listings.searching')
                : t('listings.found', { total: count.toLocaleString(i18n.resolvedLanguage) })}
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <MoreFilters />
              <SortSelect />
            </div>
          </div>
          <div className="mb-6">
            <ActiveFilters />
          </div>
          <ListingList
            search={search}
            emptyTitle={filters.location ? t('empty.listingsForCity') : t('listings.noMatch')}
            emptyText={t('listings.noMatchText')}
            emptyAction={
              <div className="flex flex-wrap justify-center gap-3">
                <Button onClick={() => update({ ...EMPTY_FILTERS, sort: filters.sort })}>
                  {t('listings.clearFilters')}
                </Button>
                <Link to={ROUTES.explore} className={buttonClass('secondary')}>
                  {t('listings.browseAreas')}
                </Link>
              </div>
            }
          />
        </section>

        {showMap && (
          <aside
            aria-label={t('map.resultsLabel')}
            className={
              isDesktop
                ? 'sticky top-[calc(var(--header-height)+6.5rem)] h-[calc(100dvh-var(--header-height)-8rem)]'
                : 'h-[calc(100dvh-var(--header-height)-7rem)]'
            }
          >
            {map}
          </aside>
        )}
      </div>

      {!isDesktop && (
        <div className="pointer-events-none fixed inset-x-0 bottom-5 z-30 flex justify-center">
          <button
            type="button"
            onClick={() => {
              setIsMapShown((shown) => !shown)
              window.scrollTo({ top: 0 })
            }}
            className="pointer-events-auto flex h-12 items-center gap-2 rounded-full bg-ink px-5 font-semibold text-white shadow-raised"
          >
            {isMapShown ? (
              <List aria-hidden="true" className="size-5" />
            ) : (
              <MapIcon aria-hidden="true" className="size-5" />
            )}
            {isMapShown ? t('home.showList') : t('home.showMap')}
          </button>
        </div>
      )}
    </div>
  )
}
