import {
  addMonths,
  distanceKm,
  foldText,
  type TChatFilters,
  type TListingCard,
  ZSearchQuery,
} from '@demeure/shared'
import type { TSearchService } from '../search/service.ts'
import { findPlace } from './extract/gazetteer.ts'
import { toApiSearchUrl, toSearchInput } from './filters.ts'

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
  else if (what === 'type' && next.type?.length) delete next.type
  else if (what === 'price' && (next.max_price !== undefined || next.min_price !== undefined)) {
    if (next.max_price !== undefined) next.max_price = Math.round(next.max_price * (1 + PRICE_SLACK))
    if (next.min_price !== undefined) next.min_price = Math.round(next.min_price * (1 - PRICE_SLACK))
  } else if (what === 'area' && next.bbox) {
    delete next.bbox
    delete next.area
  } else return null
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
  async function once(asked: TChatFilters): Promise<Omit<TFound, 'relaxed'>> {
    const { query, kept: filters } = toQuery(asked)
    const page = await search.search(query, toApiSearchUrl(query))
    // The search's `location` also matches streets and titles ('Rue Ottawa' in Griffintown): a city
    // the gazetteer knows must be the listing's city.
    const city = filters.location ? findPlace(filters.location) : undefined
    const isInCity = (card: TListingCard) =>
      city?.kind !== 'city' || foldText(card.address_city) === foldText(city.name)
    let cards = page.results.filter(isInCity)
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
      if (await search.isFree(card.property_id, query.move_in, checkOut)) free.push(card)
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
