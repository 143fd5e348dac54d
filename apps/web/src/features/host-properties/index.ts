/** What the panel and the staff area use from the host's listings feature. */

export { useHostProperties } from './api/use-host-properties.ts'
export { HostPropertiesList } from './components/host-properties-list.tsx'
export { ListingFacts } from './components/listing-facts.tsx'
export { ListingMedia } from './components/listing-media.tsx'
