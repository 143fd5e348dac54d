/** What other features may use from the listings feature. */
export { useListingSearch } from './api/use-listing-search.ts'
export { ListingCard } from './components/listing-card.tsx'
export { LISTING_GRID_CLASS, ListingList } from './components/listing-list.tsx'
export { ListingPhoto } from './components/listing-photo.tsx'
export { QuoteBreakdown } from './components/quote-breakdown.tsx'
