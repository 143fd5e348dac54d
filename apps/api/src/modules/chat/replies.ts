import { distanceKm, type TBooking, type TChatFilters, type TListingCard, type TQuote } from '@demeure/shared'
import type { TFeeTopic, TNote, TPlaceRef } from './criteria.ts'
import { findPlace } from './extract/gazetteer.ts'
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

export function cardFacts(card: TListingCard, filters: TChatFilters): TCardFacts {
  const centre = filters.area ? findPlace(filters.area) : undefined
  return {
    card,
    price: Number(card.price_per_month),
    km: centre
      ? distanceKm(centre.lat, centre.lon, Number(card.latitude), Number(card.longitude))
      : undefined,
    area: filters.area,
    freeFrom: filters.move_in,
    freeMonths: filters.move_in ? filters.months : undefined,
  }
}

/** The bookings an answer lists; more are in the user panel. */
export const MAX_BOOKINGS_LISTED = 5
