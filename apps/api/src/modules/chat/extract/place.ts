import type { TPlaceRef } from '../criteria.ts'
import { PLACE_NAMES } from './gazetteer.ts'
import { anyOf, take } from './take.ts'

const byWords = new Map(PLACE_NAMES.map((entry) => [entry.words, entry.place]))
const PLACE_PATTERN = new RegExp(`\\b(?:${anyOf(PLACE_NAMES.map((entry) => entry.words))})\\b`, 'g')

/** Little words between two places: 'or in', 'ou dans le', 'or else near the', ', or'. */
const LEADS =
  '(?:in|near|around|close to|by|at|a|au|aux|dans|pres de|proche de|du|des|de|la|le|les|l|the|en|sur|also|aussi|maybe|peut etre)'
/** Two places offered as alternatives: 'Plateau or Mile End', 'Verdun ou bien Rosemont'. */
const OR_LINK = new RegExp(`^(?:${LEADS}\\s)*(?:or|ou|either|ou bien|or else|sinon)(?:\\s${LEADS})*$`)
/** A list goes on with nothing but a comma (folded away) or little words: 'Plateau, Mile End or Verdun'. */
const LIST_LINK = new RegExp(`^(?:${LEADS}(?:\\s${LEADS})*)?$`)

/**
 * The places asked for. Places joined by 'or'/'ou' are alternatives, all searched ('Plateau or Mile
 * End'). Otherwise one place: an area beats a city ('Plateau, Montréal' is the Plateau), else the
 * last place named wins ('I live in Laval but want Montréal'); 'Québec' next to another city is the
 * province ('Montréal, Québec').
 */
export function extractPlace(text: string): { places: TPlaceRef[] | undefined; rest: string } {
  const found: { place: TPlaceRef; start: number; end: number }[] = []
  const rest = take(text, PLACE_PATTERN, (match) => {
    // 'mon chum' is Québec French for 'my boyfriend', not the hospital.
    if (match[0] === 'chum' && /\b(mon|my|ton|son|notre)\s$/.test(text.slice(0, match.index))) return false
    const place = byWords.get(match[0])
    if (place) found.push({ place, start: match.index, end: match.index + match[0].length })
    return place !== undefined
  })
  const alternatives = alternativesOf(text, found)
  if (alternatives) return { places: alternatives, rest }
  const places = found.map((item) => item.place)
  const areas = places.filter((place) => place.kind === 'area')
  const cities = places.filter((place) => place.kind === 'city')
  const withoutProvince = cities.length > 1 ? cities.filter((place) => place.name !== 'Québec') : cities
  const place = areas.at(-1) ?? withoutProvince.at(-1)
  return { places: place ? [place] : undefined, rest }
}

/** The last run of places joined by 'or' (commas may list more before it), or undefined. */
function alternativesOf(text: string, found: { place: TPlaceRef; start: number; end: number }[]) {
  let run: TPlaceRef[] = []
  let hasOr = false
  let best: TPlaceRef[] | undefined
  found.forEach((item, index) => {
    const previous = found[index - 1]
    const link = previous ? text.slice(previous.end, item.start).trim() : undefined
    if (link !== undefined && OR_LINK.test(link)) hasOr = true
    else if (link === undefined || !LIST_LINK.test(link)) {
      run = []
      hasOr = false
    }
    if (!run.some((place) => place.name === item.place.name)) run = [...run, item.place]
    if (hasOr && run.length > 1) best = run
  })
  return best
}
