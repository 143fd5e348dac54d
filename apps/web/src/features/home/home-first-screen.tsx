import type { TListingCard } from '@demeure/shared'
import { LISTING_GRID_CLASS, ListingCard } from '../listings/index.ts'
import { HomeIntro } from './home-intro.tsx'
import { HOME_LAYOUT } from './home-layout.ts'
import { HomeSearchBar } from './home-search-bar.tsx'
import { ResultsHeader } from './results-header.tsx'

/** Enough cards to fill a phone's or a desktop's first screen. */
const FIRST_CARDS = 4

/**
 * Home as the server renders it before the app's code arrives (src/first-screen): the heading,
 * the search bar, the count and the newest homes, in the page's own frame. The map needs the
 * app; its place is kept so nothing moves when the app takes over.
 */
export function HomeFirstScreen({ listings, count }: { listings: TListingCard[]; count: number }) {
  return (
    <div className="pb-8">
      <HomeIntro />
      <div className="hidden lg:block">
        <HomeSearchBar />
      </div>
      <div className={HOME_LAYOUT.columns}>
        <section aria-labelledby="results-title">
          <ResultsHeader count={count} />
          <div className={LISTING_GRID_CLASS}>
            {listings.slice(0, FIRST_CARDS).map((listing) => (
              <ListingCard key={listing.property_id} listing={listing} isEager />
            ))}
          </div>
        </section>
        <aside className={`hidden lg:block ${HOME_LAYOUT.desktopMap}`}>
          <div className="size-full rounded-card border border-line bg-surface" />
        </aside>
      </div>
    </div>
  )
}
