import type { TFavourite, TFavouriteState, TListingCard } from '@demeure/shared'
import type { TFavouriteRow, TListingRow } from '../../db/schema/index.ts'
import { toCardWire } from '../search/wire.ts'

/**
 * The card of a listing the search read model no longer holds (archived, back in review), made
 * from its own row: the same serializer as search cards, without a rating (the read model keeps it).
 */
export function cardOfRow(row: TListingRow, cardKeys: string[]): TListingCard {
  return toCardWire({
    propertyId: row.id,
    searchText: '',
    title: row.title,
    titleFr: row.titleFr,
    propertyType: row.propertyType,
    roomCategory: row.roomCategory,
    addressStreet: row.addressStreet,
    addressCity: row.addressCity,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    priceCents: row.pricePerMonthCents,
    maxGuests: row.maxGuests,
    numBedrooms: row.numBedrooms,
    photoKeys: cardKeys,
    ratingAvg: '0.00',
    reviewCount: 0,
  })
}

/**
 * What became of a saved home. Dates whose check-in has passed no longer say anything: the home
 * is judged as if none were wanted.
 */
export function stateOf(
  status: string,
  favourite: TFavouriteRow,
  facts: { today: string; isFree: boolean },
): TFavouriteState {
  if (status === 'archived') return 'archived'
  if (status !== 'published') return 'unavailable'
  const hasDates = favourite.checkIn !== null && favourite.checkIn >= facts.today
  return hasDates && !facts.isFree ? 'booked' : 'available'
}

export function toFavouriteWire(
  favourite: TFavouriteRow,
  property: TListingCard,
  state: TFavouriteState,
): TFavourite {
  return {
    property,
    state,
    check_in: favourite.checkIn,
    check_out: favourite.checkOut,
    created_at: favourite.createdAt.toISOString(),
  }
}
