import { NEIGHBOURHOOD_CITY, neighbourhoodIndexAt, type TListingType } from '@demeure/shared'
import type { TSearchIndex } from '../listings/index.ts'
import { foldLikePostgres } from './engine/fold.ts'
import type { TComparableHome } from './engine/read-model.ts'
import type { TSearchEngine } from './engine/search-engine.ts'

/**
 * Home types that compete for the same renters (docs/product-rules.md, "Held for review: copied
 * photos and prices far below the area"): flats, houses, and the rest.
 */
const TYPE_GROUPS: readonly (readonly TListingType[])[] = [
  ['apartment', 'studio', 'condo', 'suite', 'serviced_apartment'],
  ['house', 'townhouse', 'guest_house', 'cabin_cottage'],
  ['other'],
]

export type TListingForComparison = Parameters<TSearchIndex['comparablePrices']>[0]

/** What a listing is compared on: its type's group, room category, bedrooms and area. */
export function comparableHomeOf(listing: TListingForComparison): TComparableHome {
  const types = TYPE_GROUPS.find((group) => (group as readonly string[]).includes(listing.propertyType)) ?? [
    listing.propertyType,
  ]
  const inMontreal = foldLikePostgres(listing.addressCity) === foldLikePostgres(NEIGHBOURHOOD_CITY)
  return {
    // A listing not yet written has no id: no listing is left out (ids start at 1).
    listingId: listing.id ?? 0,
    city: listing.addressCity,
    neighbourhood: inMontreal
      ? neighbourhoodIndexAt(Number(listing.latitude), Number(listing.longitude))
      : -1,
    roomCategory: listing.roomCategory,
    types,
    bedrooms: listing.numBedrooms,
  }
}

/**
 * The median price and count of the published homes comparable to a listing, from this process's
 * read model rather than PostgreSQL: at a million listings the same figures in SQL read every
 * document (about a second of the database's CPU for each price a host types); here they cost the
 * bedroom count's bit set ANDed with the area's. The engine first takes in this process's own
 * recent writes, so a home published a moment ago counts. The SQL of `repository.ts` stays the
 * reference the engine is tested against (engine-vs-sql.test.ts).
 */
export const comparablePricesFrom =
  (engine: TSearchEngine): TSearchIndex['comparablePrices'] =>
  async (listing) => {
    await engine.fresh()
    return engine.model.comparable(comparableHomeOf(listing))
  }
