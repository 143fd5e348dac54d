import { AMENITIES, addDays, PLACES, type TSavedSearchCriteria, TYPE_FILTERS } from '@demeure/shared'
import type { TRandom } from '../src/seed/random.ts'

/** Share of saved searches naming no place; half of those draw a map area instead. */
export const NO_PLACE_SHARE = 0.2

/**
 * Draws from PLACES with Zipf popularity (the n-th place weighs 1/n): Montréal first, then the
 * other cities and the neighbourhoods in the gazetteer's order, as people search them.
 */
function zipfPicker(random: TRandom) {
  const weights = PLACES.map((_, index) => 1 / (index + 1))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  return () => {
    let draw = random.next() * total
    for (const [index, weight] of weights.entries()) {
      draw -= weight
      if (draw <= 0) return PLACES[index]?.name as string
    }
    return PLACES[0]?.name as string
  }
}

/** A map area over Montréal as a renter draws it: 0.02° to 0.3° wide. */
function mapArea(random: TRandom) {
  const width = 0.02 + random.next() * 0.28
  const height = width * 0.7
  const west = -73.9 + random.next() * (0.45 - width / 2)
  const south = 45.4 + random.next() * (0.3 - height / 2)
  return [west, south, west + width, south + height].map((value) => value.toFixed(4)).join(',')
}

/**
 * Saved searches as users save them, for the alert-matching bench: a skewed place (or none, then
 * often a map area), a budget, types, a move-in date in the next six months, a few amenities.
 */
export function createSavedSearchMix(random: TRandom, today: string) {
  const place = zipfPicker(random)
  return (): TSavedSearchCriteria => {
    const criteria: TSavedSearchCriteria = {}
    if (random.chance(NO_PLACE_SHARE)) {
      if (random.chance(0.5)) criteria.bbox = mapArea(random)
    } else {
      criteria.city = place()
      if (random.chance(0.1)) criteria.bbox = mapArea(random)
    }
    if (random.chance(0.4)) criteria.type = random.sample(TYPE_FILTERS, random.int(1, 2))
    const ceiling = random.int(16, 70) * 50
    if (random.chance(0.75)) criteria.max_price = ceiling
    if (random.chance(0.3)) criteria.min_price = Math.max(0, ceiling - random.int(4, 20) * 50)
    if (random.chance(0.6)) criteria.move_in = addDays(today, random.int(0, 182))
    if (random.chance(0.4)) criteria.amenities = random.sample(AMENITIES.slice(0, 12), random.int(1, 3))
    if (random.chance(0.3)) criteria.guests = random.int(1, 4)
    return criteria
  }
}
