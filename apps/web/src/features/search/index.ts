/** What the app shell and other features may use from the search feature. */
export { ActiveFilters } from './components/active-filters.tsx'
export { MoreFilters } from './components/more-filters.tsx'
export { SearchBar } from './components/search-bar.tsx'
export { SortSelect } from './components/sort-select.tsx'
export { countActiveFilters, EMPTY_FILTERS, toSearchQuery } from './lib/search-filters.ts'
export { MobileSearchOverlay } from './mobile-search-overlay.tsx'
export { useFilterSummary } from './use-filter-summary.ts'
export { useSearchFilters } from './use-search-filters.ts'
