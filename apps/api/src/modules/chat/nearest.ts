import { distanceKm, type TListingCard } from '@demeure/shared'
import type { TPlaceRef } from './criteria.ts'

export type TRanked = { card: TListingCard; km: number }

/** The homes from the closest to the farthest from a place, each with its distance (as the crow flies). */
export function rankByDistance(cards: readonly TListingCard[], place: TPlaceRef): TRanked[] {
  return cards
    .map((card) => ({
      card,
      km: distanceKm(place.lat, place.lon, Number(card.latitude), Number(card.longitude)),
    }))
    .sort((a, b) => a.km - b.km)
}
