import { SearchBar } from '../search/index.ts'

/**
 * The desktop search bar under the heading. A backdrop of the page's own colour: once scrolled,
 * the cards pass under the compact bar instead of showing around it.
 */
export function HomeSearchBar() {
  return (
    <div className="page-container sticky top-(--header-height) z-30 bg-canvas/95 py-4 backdrop-blur-sm">
      <SearchBar />
    </div>
  )
}
