import { foldText, nearestPlace, PLACES, searchPlaces, type TPlace } from '@demeure/shared'
import type { TNominatimPlace } from './nominatim.ts'
import { findPostalCode, nearestDistrict, type TPostalDistrict } from './postal-districts.ts'
import { findStreet, nearestStreet, pointOnStreet } from './street-lookup.ts'

/** Reverse lookups farther than this from any known place find nothing. */
const REVERSE_RADIUS_KM = 40
/** A click this close to a listed street takes its name and civic number. */
const STREET_RADIUS_KM = 0.15
/** "4100 Rue Saint-Denis", "4100-B rue …" → the civic number as written and the street's words. */
const CIVIC = /^(\d{1,5}[a-z]?(?:-[a-z\d]{1,4})?)\s+(.+)$/i
/** Words that start a street name without a number ("Rue Saint-Denis", "av. du Parc"). */
const STREET_WORD = /^(rue|avenue|av|boulevard|boul|blvd|chemin|ch)\b/i
/** Words (folded) that make a text a street even when the street is not in the list. */
const STREET_TYPE =
  /\b(rue|avenue|av|ave|boulevard|boul|blvd|bd|chemin|ch|street|st|road|rd|place|croissant|terrasse|montee|cote|allee|impasse|lane|drive|crescent)\b/
const MONTREAL = PLACES.find((place) => place.name === 'Montréal') as TPlace

type TStreetLine = { road: string; houseNumber?: string }
/** One place found: where its pin goes, its street line when the search named one, its postal code. */
type TFound = { place: TPlace; at: { lat: number; lon: number }; street?: TStreetLine; postcode?: string }

function toNominatim({ place, at, street, postcode }: TFound): TNominatimPlace {
  const road = street ? [street.houseNumber, street.road].filter(Boolean).join(' ') : undefined
  return {
    lat: at.lat.toFixed(7),
    lon: at.lon.toFixed(7),
    display_name: [
      road,
      place.kind === 'neighbourhood' ? place.name : undefined,
      place.city,
      place.state,
      place.country,
    ]
      .filter(Boolean)
      .join(', '),
    address: {
      ...(street && { road: street.road }),
      ...(street?.houseNumber && { house_number: street.houseNumber }),
      city: place.city,
      state: place.state,
      country: place.country,
      ...(postcode && { postcode }),
    },
  }
}

/** The neighbourhood (or city) a Montreal point lies in, for the display name. */
const areaOf = (lat: number, lon: number) => nearestPlace(lat, lon).place

/** A postal district as a place: its area within its city (or the city itself, for a suburb's own). */
const districtPlace = (district: TPostalDistrict): TPlace => ({
  name: district.area,
  kind: district.area === district.city ? 'city' : 'neighbourhood',
  city: district.city,
  state: 'Québec',
  country: 'Canada',
  lat: district.lat,
  lon: district.lon,
})

/** The district of a point inside a neighbourhood; a whole city's centre says nothing of its codes. */
const districtOf = (place: TPlace, at: { lat: number; lon: number }) =>
  place.kind === 'city' ? undefined : nearestDistrict(at.lat, at.lon)?.fsa

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The street line of the search's first part, kept as the host wrote it: a listed street puts the
 * pin at its civic number (its middle without one) and takes the list's spelling, unless that would
 * pick a side (Est/Ouest) the host did not say; an unlisted street puts the pin at the area named
 * elsewhere in the search (else at Montreal), with the host's words as its name.
 */
function streetLine(part: string, area: TPlace | undefined): TFound | undefined {
  const civic = CIVIC.exec(part)
  if (!civic && !STREET_WORD.test(part)) return undefined
  const words = tidy(civic ? (civic[2] as string) : part)
  const houseNumber = civic?.[1]
  const known = findStreet(words)
  if (known) {
    const at = pointOnStreet(known.street, houseNumber ? Number.parseInt(houseNumber, 10) : undefined)
    const road = known.isSideGuessed ? words : known.street.name
    const postcode = nearestDistrict(at.lat, at.lon)?.fsa
    return { place: areaOf(at.lat, at.lon), at, street: { road, houseNumber }, postcode }
  }
  if (!area && !STREET_TYPE.test(foldText(words))) return undefined
  const place = area ?? MONTREAL
  return { place, at: place, street: { road: words, houseNumber }, postcode: districtOf(place, place) }
}

/** The places a search names, read from each comma-separated part, neighbourhoods before cities. */
function namedPlaces(parts: string[], text: string, limit: number): TPlace[] {
  const places: TPlace[] = []
  for (const part of [...parts, text]) {
    for (const place of searchPlaces(part, limit)) if (!places.includes(place)) places.push(place)
  }
  // A neighbourhood named anywhere is more precise than the city named after it.
  return places.sort((a, b) => Number(a.kind === 'city') - Number(b.kind === 'city'))
}

/**
 * Offline answers in Nominatim's shape, from the built-in places: Montreal's main streets (with
 * civic numbers), its postal districts, its neighbourhoods and the cities. The street, civic number
 * and postal code the host typed come back as typed; a postal code is otherwise the district's,
 * guessed from where the pin goes (docs/product-rules.md, "Addresses").
 */
export const gazetteer = {
  search(q: string, limit: number): TNominatimPlace[] {
    const postal = findPostalCode(q)
    const text = postal ? postal.rest : q
    const parts = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const district = postal?.district && districtPlace(postal.district)
    const places = namedPlaces(parts, text, limit)
    const street = parts[0] ? streetLine(parts[0], district ?? places[0]) : undefined
    const found: TFound[] = [
      ...(street ? [street] : []),
      ...(district ? [{ place: district, at: district, postcode: postal?.code }] : []),
      ...places.map((place) => ({ place, at: place, postcode: districtOf(place, place) })),
    ]
    return found
      .slice(0, limit)
      .map((answer) => toNominatim({ ...answer, postcode: postal?.code ?? answer.postcode }))
  },
  reverse(lat: number, lon: number): TNominatimPlace | { error: string } {
    const { place, km } = nearestPlace(lat, lon)
    if (km > REVERSE_RADIUS_KM) return { error: 'Unable to geocode' }
    const near = place.city === MONTREAL.city ? nearestStreet(lat, lon) : undefined
    const street =
      near && near.km <= STREET_RADIUS_KM
        ? { road: near.street.name, houseNumber: near.number > 0 ? String(near.number) : undefined }
        : undefined
    const at = { lat, lon }
    return toNominatim({ place, at, street, postcode: nearestDistrict(lat, lon)?.fsa })
  },
}
