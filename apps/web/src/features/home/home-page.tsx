import { List, Map as MapIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { useFirstScreenHandOff } from '../../lib/first-screen.ts'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useMediaQuery } from '../../lib/use-media-query.ts'
import { ListingList, useListingSearch } from '../listings/index.ts'
import { ResultsMap } from '../map/index.ts'
import { EMPTY_FILTERS, toSearchQuery, useSearchFilters } from '../search/index.ts'
import { HomeIntro } from './home-intro.tsx'
import { HOME_LAYOUT } from './home-layout.ts'
import { HomeSearchBar } from './home-search-bar.tsx'
import { ResultsHeader } from './results-header.tsx'

/** Where the desktop layout (search bar, map beside the list) takes over (DESIGN.md). */
const DESKTOP = '(min-width: 1024px)'

/**
 * Home: the search bar, the results and a map of the same results — beside the list on
 * desktop, one or the other on mobile. Every filter lives in the URL.
 */
export function HomePage() {
  const { t } = useTranslation()
  useDocumentTitle(t('home.title'), { brandFirst: true })
  const { filters, update } = useSearchFilters()
  const query = useMemo(() => toSearchQuery(filters), [filters])
  const search = useListingSearch(query)
  useFirstScreenHandOff(search.data !== undefined || search.isError)
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
      <HomeIntro />

      {isDesktop && <HomeSearchBar />}

      <div className={HOME_LAYOUT.columns}>
        <section aria-labelledby="results-title" className={isMapShown && !isDesktop ? 'hidden' : undefined}>
          <ResultsHeader count={count} />
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
            className={isDesktop ? HOME_LAYOUT.desktopMap : 'h-[calc(100dvh-var(--header-height)-7rem)]'}
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
