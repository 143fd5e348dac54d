import type { TPlaceRef } from '../criteria.ts'
import { PLACE_NAMES } from './gazetteer.ts'
import { anyOf, take } from './take.ts'

const byWords = new Map(PLACE_NAMES.map((entry) => [entry.words, entry.place]))
const PLACE_PATTERN = new RegExp(`\\b(?:${anyOf(PLACE_NAMES.map((entry) => entry.words))})\\b`, 'g')

/**
 * The place asked for. An area beats a city ('Plateau, Montréal' is the Plateau); otherwise the
 * last place named wins ('I live in Laval but want Montréal'). 'Québec' next to another city is
 * the province ('Montréal, Québec').
 */
export function extractPlace(text: string): { place: TPlaceRef | undefined; rest: string } {
  const found: TPlaceRef[] = []
  const rest = take(text, PLACE_PATTERN, (match) => {
    // 'mon chum' is Québec French for 'my boyfriend', not the hospital.
    if (match[0] === 'chum' && /\b(mon|my|ton|son|notre)\s$/.test(text.slice(0, match.index))) return false
    const place = byWords.get(match[0])
    if (place) found.push(place)
    return place !== undefined
  })
  const areas = found.filter((place) => place.kind === 'area')
  const cities = found.filter((place) => place.kind === 'city')
  const withoutProvince = cities.length > 1 ? cities.filter((place) => place.name !== 'Québec') : cities
  return { place: areas.at(-1) ?? withoutProvince.at(-1), rest }
}
