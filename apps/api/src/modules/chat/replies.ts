import {
  distanceKm,
  type TBooking,
  type TChatFilters,
  type TChatPlace,
  type TListingCard,
  type TQuote,
} from '@demeure/shared'
import type { TFeeTopic, TNote, TPlaceRef } from './criteria.ts'
import { findPlace } from './extract/gazetteer.ts'
import { MOST_BEDROOMS_ASKED } from './extract/rooms.ts'
import type { TFound } from './finder.ts'
import type { TRanked } from './nearest.ts'

/** Why one listing fits, in facts each language words its own way. */
export type TCardFacts = {
  card: TListingCard
  price: number
  /** Distance from the area asked for, when one was. */
  km: number | undefined
  area: string | undefined
  /** Checked free on this move-in date, for this many months when a stay length was given. */
  freeFrom: string | undefined
  freeMonths: number | undefined
}

export type TFeeExample = { monthlyRent: number; checkIn: string; months: number; quote: TQuote }

export type TResultsInput = {
  found: TFound
  /** What was asked, before any constraint was relaxed. */
  asked: TChatFilters
  notes: TNote[]
}

export type TNearestInput = {
  ranked: TRanked[]
  place: TPlaceRef
  /** The search that produced the homes, so the reply can say which ones were ranked. */
  filters: TChatFilters
  notes: TNote[]
}

/** Every text the built-in engine writes; one implementation per language. */
export type TReplies = {
  results(input: TResultsInput): string
  nearest(input: TNearestInput): string
  bookings(input: { asGuest: TBooking[]; onMyListings: number }): string
  fees(input: { topics: TFeeTopic[]; example: TFeeExample }): string
  rules(notes: TNote[]): string
  greeting(): string
  unknown(): string
}

/** The places a search covers: its one place, or each of several. */
export const placesOf = (filters: TChatFilters): TChatPlace[] =>
  filters.places ??
  (filters.location ? [{ location: filters.location, area: filters.area, bbox: filters.bbox }] : [])

/**
 * Bedroom counts as a reply words them: the counts themselves, or from how many when they run up to
 * the most the finder asks for ('at least 2 bedrooms').
 */
export function bedroomsAsked(counts: number[]): { counts: number[]; orMore: boolean } {
  const first = counts[0] ?? 0
  const isRun = counts.every((count, index) => count === first + index)
  const orMore = counts.length > 1 && isRun && counts.at(-1) === MOST_BEDROOMS_ASKED
  return { counts: orMore ? [first] : counts, orMore }
}

/** The types a bedroom count is an alternative to ('a studio or a 1-bedroom'), and the others. */
export const splitKinds = (types: string[]) => ({
  unsized: types.filter((type) => type === 'studio' || type === 'private_room'),
  sized: types.filter((type) => type !== 'studio' && type !== 'private_room'),
})

export function cardFacts(card: TListingCard, filters: TChatFilters): TCardFacts {
  // Around several areas, a home's distance is to the nearest of them.
  const centres = placesOf(filters).flatMap((place) => (place.area ? (findPlace(place.area) ?? []) : []))
  const km = (centre: { lat: number; lon: number }) =>
    distanceKm(centre.lat, centre.lon, Number(card.latitude), Number(card.longitude))
  const nearest = [...centres].sort((a, b) => km(a) - km(b))[0]
  return {
    card,
    price: Number(card.price_per_month),
    km: nearest ? km(nearest) : undefined,
    area: nearest?.name,
    freeFrom: filters.move_in,
    freeMonths: filters.move_in ? filters.months : undefined,
  }
}

/** The bookings an answer lists; more are in the user panel. */
export const MAX_BOOKINGS_LISTED = 5
