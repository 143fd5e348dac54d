import { NEIGHBOURHOOD_CITY, neighbourhoodIndexAt, type TListingType } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import { foldLikePostgres } from './engine/fold.ts'
import { createSearchRepository } from './repository.ts'

/**
 * Home types that compete for the same renters (docs/product-rules.md, "Held for review: copied
 * photos and prices far below the area"): flats, houses, and the rest.
 */
const TYPE_GROUPS: readonly (readonly TListingType[])[] = [
  ['apartment', 'studio', 'condo', 'suite', 'serviced_apartment'],
  ['house', 'townhouse', 'guest_house', 'cabin_cottage'],
  ['other'],
]

export type TListingForComparison = {
  id: number
  propertyType: string
  roomCategory: string
  numBedrooms: number
  addressCity: string
  latitude: string | number
  longitude: string | number
}

/**
 * The median price and count of the published homes comparable to a listing, read from the search
 * read model on the caller's transaction. The listings module's price check gets it through its
 * `TSearchIndex` port (search-index.ts), so listings never imports search.
 */
export async function comparableHomes(db: TDb, listing: TListingForComparison) {
  const types = TYPE_GROUPS.find((group) => (group as readonly string[]).includes(listing.propertyType)) ?? [
    listing.propertyType,
  ]
  const inMontreal = foldLikePostgres(listing.addressCity) === foldLikePostgres(NEIGHBOURHOOD_CITY)
  return createSearchRepository(db).comparablePrices({
    listingId: listing.id,
    city: listing.addressCity,
    neighbourhood: inMontreal
      ? neighbourhoodIndexAt(Number(listing.latitude), Number(listing.longitude))
      : -1,
    roomCategory: listing.roomCategory,
    types,
    bedrooms: listing.numBedrooms,
  })
}
