import type { TCriteria, TNote } from '../criteria.ts'
import { extractAmenities } from './amenities.ts'
import { extractBudget } from './budget.ts'
import { extractDates } from './dates.ts'
import { extractGuests } from './guests.ts'
import { extractPlace } from './place.ts'
import { extractRooms } from './rooms.ts'
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
  /**
   * 'also in Verdun', 'ou aussi un 3½': what the message names adds to the earlier places and kinds
   * of home instead of replacing them.
   */
  isAddition: boolean
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

const ADDITION = /\b(?:also|as well|too|aussi|egalement|en plus)\b/

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
  // Sizes first: the dates must not read the '1/2' of a '4 1/2'.
  const rooms = extractRooms(place.rest)
  const dates = extractDates(rooms.rest, today)
  const stay = extractStay(dates.rest)
  const guests = extractGuests(stay.rest)
  const amenities = extractAmenities(guests.rest)
  const types = extractTypes(amenities.rest)
  const budget = extractBudget(types.rest)
  cleared.price = budget.clear === true
  const kinds = [
    ...(rooms.isStudio ? ['studio'] : []),
    ...(rooms.isApartment ? ['apartment'] : []),
    ...(types.types ?? []),
  ]
  return {
    criteria: compact({
      places: place.places,
      minPrice: budget.minPrice,
      maxPrice: budget.maxPrice,
      types: kinds.length > 0 ? [...new Set(kinds)] : undefined,
      bedrooms: rooms.bedrooms,
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
    isAddition: ADDITION.test(text),
    isNearest: NEAREST.test(text),
    notes: [...dates.notes, ...stay.notes, ...amenities.notes],
    rest: budget.rest,
  }
}
