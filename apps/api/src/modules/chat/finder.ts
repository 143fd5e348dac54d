import {
  addMonths,
  distanceKm,
  foldText,
  type TChatFilters,
  type TListingCard,
  ZSearchQuery,
} from '@demeure/shared'
import type { TSearchService } from '../search/index.ts'
import { findPlace } from './extract/gazetteer.ts'
import { toSearchInput } from './filters.ts'

/** At most this many listings are shown in one answer. */
export const CARDS_PER_ANSWER = 6
/** Listings read per search, enough to keep six after checking each one is free for the whole stay. */
const CANDIDATES = 60
const PRICE_SLACK = 0.2

export type TRelaxation = 'moveIn' | 'amenities' | 'type' | 'price' | 'area'
/** The order constraints are given up in when nothing matches: the least important first. */
export const RELAXATION_ORDER: TRelaxation[] = ['moveIn', 'amenities', 'type', 'price', 'area']

export type TFound = {
  cards: TListingCard[]
  /** Listings matching the search; `null` when the shown ones had to be checked one by one. */
  total: number | null
  /** The filters of the search that produced the cards (relaxed when nothing matched the request). */
  filters: TChatFilters
  relaxed: TRelaxation[]
}

/** Types a guest would take instead: an apartment-seeker looks at suites and condos before houses. */
const SIMILAR_TYPES: string[][] = [
  ['apartment', 'serviced_apartment', 'suite', 'condo', 'studio'],
  ['house', 'townhouse', 'guest_house', 'cabin_cottage'],
  ['private_room', 'suite', 'studio'],
]
const similarTo = (types: string[]) => [
  ...new Set([
    ...types,
    ...SIMILAR_TYPES.filter((family) => types.some((type) => family.includes(type))).flat(),
  ]),
]

/** Home types a bedroom count does not describe: a studio has no bedroom apart, a room is one. */
const UNSIZED_TYPES = ['studio', 'private_room']

/**
 * The searches one request takes: one per place ('Plateau or Mile End'), and, when a bedroom count
 * is offered beside a studio or a room ('a studio or a 1-bedroom'), one for those types and one for
 * homes of that size. A count with other types sizes them ('a 2-bedroom condo').
 */
export function branchesOf(filters: TChatFilters): TChatFilters[] {
  const { places, ...rest } = filters
  const perPlace = places?.length ? places.map((place) => ({ ...rest, ...place })) : [rest]
  return perPlace.flatMap((one) => {
    const types = one.type ?? []
    const unsized = types.filter((type) => UNSIZED_TYPES.includes(type))
    if (!one.bedrooms?.length || unsized.length === 0) return [one]
    const { bedrooms, type, ...withoutKind } = one
    const sized = types.filter((item) => !UNSIZED_TYPES.includes(item))
    return [
      { ...withoutKind, type: unsized },
      { ...withoutKind, bedrooms, ...(sized.length > 0 ? { type: sized } : {}) },
    ]
  })
}

/**
 * A bedroom count asks for a whole home of that size: not a room in one, nor a studio (the catalogue
 * gives studios a bedroom: the bed).
 */
const isWholeHomeOfSize = (card: TListingCard, bedrooms: number[] | undefined) =>
  !bedrooms?.length ||
  (card.room_category === 'entire_home' && (card.property_type !== 'studio' || bedrooms.includes(0)))

/** The cards of several searches, taking from each in turn (or by price when sorted), once each. */
function merge(lists: TListingCard[][], sort: string | undefined): TListingCard[] {
  const seen = new Set<number>()
  const merged: TListingCard[] = []
  for (let index = 0; lists.some((list) => index < list.length); index += 1) {
    for (const list of lists) {
      const card = list[index]
      if (card && !seen.has(card.property_id)) {
        seen.add(card.property_id)
        merged.push(card)
      }
    }
  }
  const price = (card: TListingCard) => Number(card.price_per_month)
  if (sort === 'price') merged.sort((a, b) => price(a) - price(b))
  if (sort === '-price') merged.sort((a, b) => price(b) - price(a))
  return merged
}

/** Several places seen from wider: their cities, once each; a single one is a plain location. */
function widenPlaces(filters: TChatFilters): TChatFilters {
  const next = { ...filters }
  const cities = [...new Set((next.places ?? []).map((place) => place.location))]
  delete next.places
  if (cities.length === 1) next.location = cities[0]
  else next.places = cities.map((location) => ({ location }))
  return next
}

/**
 * The filters without one constraint. Gently (the first, one-at-a-time pass) a type widens to its
 * family; otherwise it goes.
 */
function relax(filters: TChatFilters, what: TRelaxation, isGentle: boolean): TChatFilters | null {
  const next = { ...filters }
  const family = similarTo(next.type ?? [])
  if (what === 'moveIn' && next.move_in) delete next.move_in
  else if (what === 'amenities' && next.amenities?.length) delete next.amenities
  else if (what === 'type' && isGentle && family.length > (next.type?.length ?? 0)) next.type = family
  else if (what === 'type' && (next.type?.length || next.bedrooms?.length)) {
    delete next.type
    delete next.bedrooms
  } else if (what === 'price' && (next.max_price !== undefined || next.min_price !== undefined)) {
    if (next.max_price !== undefined) next.max_price = Math.round(next.max_price * (1 + PRICE_SLACK))
    if (next.min_price !== undefined) next.min_price = Math.round(next.min_price * (1 - PRICE_SLACK))
  } else if (what === 'area' && next.bbox) {
    delete next.bbox
    delete next.area
  } else if (what === 'area' && next.places?.some((place) => place.bbox)) return widenPlaces(next)
  else return null
  return next
}

/**
 * The filters the search accepts and its query: a field it refuses (a made-up type, a reversed
 * range) is dropped, never fatal, and the answer reports only what was really searched.
 */
function toQuery(filters: TChatFilters) {
  let kept: TChatFilters = { ...filters }
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const parsed = ZSearchQuery.safeParse(toSearchInput(kept, CANDIDATES))
    if (parsed.success) return { query: parsed.data, kept }
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))
    kept = Object.fromEntries(Object.entries(kept).filter(([key]) => !bad.has(key))) as TChatFilters
    if (bad.has('bbox')) delete kept.area
  }
  return { query: ZSearchQuery.parse({}), kept: {} }
}

/** Runs the real catalogue search for the finder: best matches first, each free for the stay when one is known. */
export function createFinder(search: TSearchService) {
  /** Every search the filters take, their homes merged (chat/finder.ts branchesOf). */
  async function once(asked: TChatFilters): Promise<Omit<TFound, 'relaxed'>> {
    const branches = branchesOf(asked)
    if (branches.length === 1) return onePlace(branches[0] as TChatFilters)
    const found = await Promise.all(branches.map(onePlace))
    const cards = merge(
      found.map((item) => item.cards),
      asked.sort,
    )
    return { cards: cards.slice(0, CARDS_PER_ANSWER), total: null, filters: asked }
  }

  async function onePlace(asked: TChatFilters): Promise<Omit<TFound, 'relaxed'>> {
    const { query, kept: filters } = toQuery(asked)
    const page = await search.search(query)
    // The search's `location` also matches streets and titles ('Rue Ottawa' in Griffintown): a city
    // the gazetteer knows must be the listing's city.
    const city = filters.location ? findPlace(filters.location) : undefined
    const isInCity = (card: TListingCard) =>
      city?.kind !== 'city' || foldText(card.address_city) === foldText(city.name)
    let cards = page.results.filter((card) => isInCity(card) && isWholeHomeOfSize(card, filters.bedrooms))
    const total = cards.length === page.results.length ? page.count : null
    const centre = filters.area ? findPlace(filters.area) : undefined
    // Around an area the nearest come first, unless the user asked for an order ('the cheapest').
    if (centre && query.bbox && !filters.sort) {
      const km = (card: TListingCard) =>
        distanceKm(centre.lat, centre.lon, Number(card.latitude), Number(card.longitude))
      cards = [...cards].sort((a, b) => km(a) - km(b))
    }
    const months = filters.months
    if (!query.move_in || !months) return { cards: cards.slice(0, CARDS_PER_ANSWER), total, filters }
    const checkOut = addMonths(query.move_in, months)
    const free: TListingCard[] = []
    for (const card of cards) {
      if (free.length === CARDS_PER_ANSWER) break
      // A month in February is 28 nights: the finder offers it only where the listing allows it.
      if (await search.canStay(card.property_id, query.move_in, checkOut)) free.push(card)
    }
    return { cards: free, total: null, filters }
  }

  return {
    /**
     * The listings for these filters. When none match, each constraint is given up alone, in
     * RELAXATION_ORDER, and the first that brings results is reported; failing that, they are given
     * up one after another.
     */
    async find(filters: TChatFilters): Promise<TFound> {
      const exact = await once(filters)
      if (exact.cards.length > 0) return { ...exact, relaxed: [] }
      for (const what of RELAXATION_ORDER) {
        const relaxed = relax(filters, what, true)
        if (!relaxed) continue
        const found = await once(relaxed)
        if (found.cards.length > 0) return { ...found, relaxed: [what] }
      }
      let current = filters
      const given: TRelaxation[] = []
      for (const what of RELAXATION_ORDER) {
        const relaxed = relax(current, what, false)
        if (!relaxed) continue
        current = relaxed
        given.push(what)
        const found = await once(current)
        if (found.cards.length > 0) return { ...found, relaxed: given }
      }
      return { ...exact, relaxed: [] }
    },
  }
}
export type TFinder = ReturnType<typeof createFinder>
