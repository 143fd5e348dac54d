import { foldText } from '@demeure/shared'
import { MONTREAL_STREETS, type TStreet } from './montreal-streets.ts'

/** Words that say what kind of street it is, not which one: "rue", "av.", "boulevard"… */
const GENERIC = new Set([
  'rue',
  'avenue',
  'av',
  'ave',
  'boulevard',
  'boul',
  'blvd',
  'bd',
  'chemin',
  'ch',
  'street',
  'st',
  'road',
  'rd',
  'de',
  'du',
  'des',
  'la',
  'le',
  'l',
])
const WEST = new Set(['ouest', 'o', 'west', 'w'])
const EAST = new Set(['est', 'e', 'east'])

/** "Rue Saint-Denis" and "st denis st" give the same key: the street's own words, folded. */
function keyOf(words: string[]) {
  return words.filter((word) => !GENERIC.has(word) && !WEST.has(word) && !EAST.has(word)).join(' ')
}
const wordsOf = (text: string) => foldText(text.replace(/\bst[-\s]/gi, 'saint ')).split(' ')

const STREET_KEYS = MONTREAL_STREETS.map((street) => ({ street, words: wordsOf(street.name) }))

/**
 * A street of the list named in `text` ("rue Sherbrooke O", "Saint-Laurent"), the side when said;
 * `isSideGuessed` when the street has two sides and the text named neither.
 */
export function findStreet(text: string): { street: TStreet; isSideGuessed: boolean } | undefined {
  const words = wordsOf(text)
  const key = keyOf(words)
  if (!key) return undefined
  const side = words.some((word) => WEST.has(word))
    ? 'west'
    : words.some((word) => EAST.has(word))
      ? 'east'
      : undefined
  const matches = STREET_KEYS.filter((entry) => keyOf(entry.words) === key)
  const onSide = matches.find((entry) =>
    side === 'west' ? entry.words.includes('ouest') : side === 'east' ? entry.words.includes('est') : true,
  )
  const street = (onSide ?? matches[0])?.street
  return street && { street, isSideGuessed: side === undefined && matches.length > 1 }
}

/** Where a civic number falls along the street (its middle when no number is given). */
export function pointOnStreet(street: TStreet, number?: number): { lat: number; lon: number } {
  const points = street.points
  const first = points[0] as readonly [number, number, number]
  const last = points[points.length - 1] as readonly [number, number, number]
  const wanted = number ?? (first[2] + last[2]) / 2
  for (let index = 1; index < points.length; index += 1) {
    const [lat1, lon1, n1] = points[index - 1] as readonly [number, number, number]
    const [lat2, lon2, n2] = points[index] as readonly [number, number, number]
    if (wanted <= n2 || index === points.length - 1) {
      const share = Math.min(1, Math.max(0, (wanted - n1) / (n2 - n1)))
      return { lat: lat1 + (lat2 - lat1) * share, lon: lon1 + (lon2 - lon1) * share }
    }
  }
  return { lat: first[0], lon: first[1] }
}

/** Kilometres per degree at Montreal's latitude: a flat projection is exact enough across a city. */
const KM_PER_LAT = 111.2
const KM_PER_LON = 111.2 * Math.cos((45.5 * Math.PI) / 180)

/** The closest point of any listed street: its name, the civic number there, and how far (km). */
export function nearestStreet(lat: number, lon: number): { street: TStreet; number: number; km: number } {
  let best = { street: MONTREAL_STREETS[0] as TStreet, number: 0, km: Number.POSITIVE_INFINITY }
  for (const street of MONTREAL_STREETS) {
    for (let index = 1; index < street.points.length; index += 1) {
      const [lat1, lon1, n1] = street.points[index - 1] as readonly [number, number, number]
      const [lat2, lon2, n2] = street.points[index] as readonly [number, number, number]
      const dx = (lon2 - lon1) * KM_PER_LON
      const dy = (lat2 - lat1) * KM_PER_LAT
      const px = (lon - lon1) * KM_PER_LON
      const py = (lat - lat1) * KM_PER_LAT
      const share = Math.min(1, Math.max(0, (px * dx + py * dy) / (dx * dx + dy * dy || 1)))
      const km = Math.hypot(px - dx * share, py - dy * share)
      if (km < best.km) best = { street, number: Math.round(n1 + (n2 - n1) * share), km }
    }
  }
  return best
}
