import { nearestPlace, PLACES, searchPlaces, type TPlace } from '@demeure/shared'
import type { TNominatimPlace } from './nominatim.ts'
import { findStreet, nearestStreet, pointOnStreet } from './street-lookup.ts'

/** Reverse lookups farther than this from any known place find nothing. */
const REVERSE_RADIUS_KM = 40
/** A click this close to a listed street takes its name and civic number. */
const STREET_RADIUS_KM = 0.15
/** "4100 Rue Saint-Denis", "4100-B rue …", "app. 3, 4100 …" → the number and the street's words. */
const CIVIC = /^(?:\D*?,\s*)?(\d{1,5})[a-z]?(?:-\d+)?\s+(.+)$/i
/** Words that start a street name without a number ("Rue Saint-Denis", "av. du Parc"). */
const STREET_WORD = /^(rue|avenue|av|boulevard|boul|blvd|chemin|ch)\b/i
const MONTREAL = PLACES.find((place) => place.name === 'Montréal') as TPlace

function toNominatim(
  place: TPlace,
  at: { lat: number; lon: number } = place,
  street?: { road: string; houseNumber?: number },
): TNominatimPlace {
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
      ...(street?.houseNumber && { house_number: String(street.houseNumber) }),
      city: place.city,
      state: place.state,
      country: place.country,
    },
  }
}

/** The neighbourhood (or city) a Montreal point lies in, for the display name. */
const areaOf = (lat: number, lon: number) => nearestPlace(lat, lon).place

/** A Montreal street address, when the text's first part names a listed street. */
function streetAddress(part: string): TNominatimPlace | undefined {
  const civic = CIVIC.exec(part)
  if (!civic && !STREET_WORD.test(part)) return undefined
  const street = findStreet(civic ? (civic[2] as string) : part)
  if (!street) return undefined
  const houseNumber = civic ? Number(civic[1]) : undefined
  const at = pointOnStreet(street, houseNumber)
  return toNominatim(areaOf(at.lat, at.lon), at, { road: street.name, houseNumber })
}

/**
 * Offline answers in Nominatim's shape, from the built-in places: Montreal's main streets (with
 * civic numbers), its neighbourhoods and the cities. A comma-separated address is read from its
 * most precise part ("Plateau-Mont-Royal, Montreal" finds the neighbourhood, not only the city).
 */
export const gazetteer = {
  search(q: string, limit: number): TNominatimPlace[] {
    const parts = q
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const street = parts[0] ? streetAddress(parts[0]) : undefined
    const places: TPlace[] = []
    for (const part of [...parts, q]) {
      for (const place of searchPlaces(part, limit)) if (!places.includes(place)) places.push(place)
    }
    // A neighbourhood named anywhere is more precise than the city named after it.
    places.sort((a, b) => Number(a.kind === 'city') - Number(b.kind === 'city'))
    const found = [...(street ? [street] : []), ...places.map((place) => toNominatim(place))]
    return found.slice(0, limit)
  },
  reverse(lat: number, lon: number): TNominatimPlace | { error: string } {
    const { place, km } = nearestPlace(lat, lon)
    if (km > REVERSE_RADIUS_KM) return { error: 'Unable to geocode' }
    const near = place.city === MONTREAL.city ? nearestStreet(lat, lon) : undefined
    const street =
      near && near.km <= STREET_RADIUS_KM ? { road: near.street.name, houseNumber: near.number } : undefined
    return toNominatim(place, { lat, lon }, street)
  },
}
