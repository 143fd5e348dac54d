import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { createAvailabilitiesService } from './availabilities.ts'
import type { THostBookingFigures } from './dashboard.ts'
import { listingsRoutes } from './routes.ts'
import type { TSearchIndex } from './search-index.ts'
import { createListingsService } from './service.ts'

/** Listings: the host's own, moderation, public detail, dashboard and availability periods. */
export function createListingsModule(
  deps: TDeps,
  searchIndex: TSearchIndex,
  hostBookingFigures: THostBookingFigures,
) {
  const listings = createListingsService(deps, searchIndex, hostBookingFigures)
  return {
    listings,
    routes: moduleRoutes(listingsRoutes, {
      deps,
      listings,
      periods: createAvailabilitiesService(deps, listings),
    }),
  }
}

// What other modules' repositories may read and write of the listings, in their own SQL (decision 029).
export { hostReservedPeriods, importedPeriodsOf, replaceImportedPeriods } from './feed-periods-repository.ts'
// What other modules use of this one (decision 029: they import only this file).
export { listingLeaseFacts } from './lease-facts.ts'
export { maskListingTexts } from './public-texts.ts'
export {
  cardKeysOf,
  listingRows,
  lockListing,
  openDatesOf,
  periodsJsonOf,
  photosJsonOf,
} from './published-repository.ts'
export type { TSearchIndex } from './search-index.ts'
export type { TListingsService } from './service.ts'
export type { TPublicListingRows } from './wire.ts'
export { nightlyCents, publicDetailOf } from './wire.ts'
