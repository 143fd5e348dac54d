/** What other features may use from the houses feature. */
export { useHouseSearch } from './api/use-house-search.ts'
export { HouseList } from './components/house-list.tsx'
export { HousePhoto } from './components/house-photo.tsx'
export { QuoteBreakdown } from './components/quote-breakdown.tsx'
