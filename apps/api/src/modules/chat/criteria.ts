import type { TLanguage } from '@demeure/shared'

/** A place the finder understood: a city (searched by name) or an area (searched by a box around it). */
export type TPlaceRef = {
  /** The name shown to the user: 'Laval', 'Plateau-Mont-Royal', 'McGill University'. */
  name: string
  /** The city the search's `location` is set to. */
  city: string
  kind: 'city' | 'area'
  lat: number
  lon: number
}

export type TSort = 'price' | '-price' | 'newest'

/** What the user is looking for, in the finder's own terms (filters.ts turns it into search parameters). */
export type TCriteria = {
  /** One place, or several offered as alternatives ('Plateau or Mile End'). */
  places?: TPlaceRef[]
  minPrice?: number
  maxPrice?: number
  types?: string[]
  /** Exact bedroom counts, any of them (a 4½ is 2); with a studio or a room, an alternative to it. */
  bedrooms?: number[]
  moveIn?: string
  months?: number
  guests?: number
  amenities?: string[]
  sort?: TSort
}

/** Things the reply should mention beyond the results: what could not be searched, and why. */
export type TNote =
  | { kind: 'furnished' }
  | { kind: 'unsupported'; what: TUnsupportedFeature }
  | { kind: 'stayOutOfRange'; asked: number; used: number | undefined }
  | { kind: 'pastDate'; date: string }
  | { kind: 'houseRule'; rule: 'pets' | 'smoking' }

export type TUnsupportedFeature = 'washer' | 'metro' | 'dishwasher' | 'gym' | 'pool' | 'elevator'

/** 'nearest': the homes just shown, ranked by distance to a place ('which one is closest to McGill?'). */
export type TIntent = 'search' | 'refine' | 'nearest' | 'bookings' | 'fees' | 'rules' | 'greeting' | 'unknown'

/** The topics of a fees question, so the answer covers what was asked. */
export type TFeeTopic = 'fee' | 'cancellation' | 'payment'

/** Everything the built-in engine understood from one message and its history. */
export type TUnderstanding = {
  intent: TIntent
  language: TLanguage
  criteria: TCriteria
  notes: TNote[]
  feeTopics: TFeeTopic[]
  /** With 'nearest': the place the shown homes are ranked from. */
  rankFrom?: TPlaceRef
}

export const isEmptyCriteria = (criteria: TCriteria) =>
  Object.values(criteria).every(
    (value) => value === undefined || (Array.isArray(value) && value.length === 0),
  )
