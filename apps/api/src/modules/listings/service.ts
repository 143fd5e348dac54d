import type { TDeps } from '../../deps.ts'
import { createHostDashboard, type THostBookingFigures } from './dashboard.ts'
import { createHostListings } from './host-listings.ts'
import { createModeration } from './moderation.ts'
import { createPublicListings } from './public-detail.ts'
import type { TSearchIndex } from './search-index.ts'
import { createStaffHiding } from './staff-hiding.ts'

export type { TSearchIndex }

/**
 * The listings module's service, one file per job: a host's own listings and their photos
 * (host-listings.ts), staff moderation (moderation.ts), published listings as guests see them
 * (public-detail.ts) and the co-host dashboard (dashboard.ts). Other modules use `publishedRow`,
 * `ownedBy` and `searchIndex`, the single path by which every writer refreshes
 * a listing's search document.
 */
export function createListingsService(
  deps: TDeps,
  searchIndex: TSearchIndex,
  hostBookingFigures: THostBookingFigures,
) {
  return {
    ...createHostListings(deps, searchIndex),
    ...createModeration(deps, searchIndex),
    ...createPublicListings(deps),
    ...createHostDashboard(deps, hostBookingFigures),
    ...createStaffHiding(searchIndex),
    searchIndex,
  }
}
export type TListingsService = ReturnType<typeof createListingsService>
