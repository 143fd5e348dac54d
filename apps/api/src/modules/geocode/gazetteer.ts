import { nearestPlace, searchPlaces, type TPlace } from '@demeure/shared'
import type { TNominatimPlace } from './nominatim.ts'

/** Reverse lookups farther than this from any known place find nothing. */
const REVERSE_RADIUS_KM = 40

const toNominatim = (place: TPlace, lat = place.lat, lon = place.lon): TNominatimPlace => ({
  lat: lat.toFixed(7),
  lon: lon.toFixed(7),
  display_name: [
    place.kind === 'neighbourhood' ? place.name : undefined,
    place.city,
    place.state,
    place.country,
  ]
    .filter(Boolean)
    .join(', '),
  address: { city: place.city, state: place.state, country: place.country },
})

/** Offline answers in Nominatim's shape, from the built-in list of cities and neighbourhoods. */
export const gazetteer = {
  search: (q: string, limit: number) => searchPlaces(q, limit).map((place) => toNominatim(place)),
  reverse(lat: number, lon: number): TNominatimPlace | { error: string } {
    const { place, km } = nearestPlace(lat, lon)
    return km <= REVERSE_RADIUS_KM ? toNominatim(place, lat, lon) : { error: 'Unable to geocode' }
  },
}
