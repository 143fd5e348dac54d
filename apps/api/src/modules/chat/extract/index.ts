import type { TCriteria, TNote } from '../criteria.ts'
import { extractAmenities } from './amenities.ts'
import { extractBudget } from './budget.ts'
import { extractDates } from './dates.ts'
import { extractGuests } from './guests.ts'
import { extractPlace } from './place.ts'
import { extractStay } from './stay.ts'
import { take } from './take.ts'
import { extractTypes } from './type.ts'

/** What one message says, before it is merged with the conversation's earlier criteria. */
export type TTurn = {
  criteria: TCriteria
  relative: 'cheaper' | 'pricier' | undefined
  removedAmenities: string[]
  /** Criteria the user dropped: 'any price', 'anywhere', 'any type', 'any date'. */
  cleared: { price: boolean; place: boolean; type: boolean; moveIn: boolean }
  /** 'new search', 'start over': earlier criteria no longer apply. */
  isReset: boolean
  /** 'which one is closest to…', 'le plus proche de…': rank what was shown by distance to a place. */
  isNearest: boolean
  notes: TNote[]
  /** The words no extractor used (intent.ts reads them). */
  rest: string
}

const RESET =
  /\b(?:new search|start over|start again|forget (?:that|it|everything)|reset|nouvelle recherche|recommencer|on recommence|oublie (?:ca|tout)|autre chose)\b/
/** 'House rules' are rules, not a request for a house. */
const HOUSE_RULES =
  /\b(?:house rules?|rules of the house|regles? de la maison|reglement de la maison|reglements de la maison)\b/
const ANYWHERE =
  /\b(?:anywhere|any area|any neighbou?rhood|n importe ou|peu importe (?:ou|le quartier|la ville)|partout)\b/
const ANY_TYPE = /\b(?:any type|any kind|whatever type|peu importe le type|n importe quel type|tout type)\b/
const ANY_DATE =
  /\b(?:any date|any time|anytime|whenever|flexible dates?|dates? flexibles?|peu importe (?:la date|quand)|n importe quand)\b/

const NEAREST =
  /\b(?:closest|nearest|closer|nearer|least far|shortest (?:walk|distance|commute)|(?:sort|rank|order)(?:ed)? (?:them |these |those )?by distance|(?:le|la|les|plus) (?:plus )?(?:proches?|pres)|moins loin|tri(?:er|es|ez)? (?:les )?par distance)\b/

const compact = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T

/** Runs the extractors in an order where each one's words are gone before the next reads. */
export function extractTurn(text: string, today: string): TTurn {
  const cleared = { price: false, place: false, type: false, moveIn: false }
  let rest = text
  const isReset = RESET.test(rest)
  rest = take(rest, HOUSE_RULES, () => true)
  const clear = (key: keyof typeof cleared) => () => {
    cleared[key] = true
    return true
  }
  rest = take(rest, ANYWHERE, clear('place'))
  rest = take(rest, ANY_TYPE, clear('type'))
  rest = take(rest, ANY_DATE, clear('moveIn'))
  const place = extractPlace(rest)
  const dates = extractDates(place.rest, today)
  const stay = extractStay(dates.rest)
  const guests = extractGuests(stay.rest)
  const amenities = extractAmenities(guests.rest)
  const types = extractTypes(amenities.rest)
  const budget = extractBudget(types.rest)
  cleared.price = budget.clear === true
  return {
    criteria: compact({
      place: place.place,
      minPrice: budget.minPrice,
      maxPrice: budget.maxPrice,
      types: types.types,
      moveIn: dates.moveIn,
      months: stay.months ?? dates.months,
      guests: guests.guests,
      amenities: amenities.amenities.length > 0 ? amenities.amenities : undefined,
      sort: budget.sortByPrice ? ('price' as const) : undefined,
    }),
    relative: budget.relative,
    removedAmenities: amenities.removed,
    cleared,
    isReset,
    isNearest: NEAREST.test(text),
    notes: [...dates.notes, ...stay.notes, ...amenities.notes],
    rest: budget.rest,
  }
}
