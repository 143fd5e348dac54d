/** What the panel and the staff area use from the host's listings feature. */

export { useHostListings } from './api/use-host-listings.ts'
export { HostListingsList } from './components/host-listings-list.tsx'
export { ListingFacts } from './components/listing-facts.tsx'
export { ListingMedia } from './components/listing-media.tsx'
