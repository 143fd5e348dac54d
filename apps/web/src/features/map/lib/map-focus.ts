import { searchPlaces } from '@demeure/shared/zod-free'
import type { TMapFocus } from '../components/focus-controller.tsx'
import type { TMapListing } from './group-by-coordinates.ts'

const CITY_ZOOM = 11
const NEIGHBOURHOOD_ZOOM = 14

/**
 * Where the results map looks: the results the list shows (their own coordinates, so a search for
 * a name shared by a street and a city looks where the homes are), else the chosen place when the
 * gazetteer knows it (a search with no results), else nowhere in particular (null keeps the view).
 */
export function resultsFocus(location: string, firstResults: readonly TMapListing[]): TMapFocus | null {
  const points = firstResults
    .map((listing) => [Number(listing.latitude), Number(listing.longitude)] as const)
    .filter(([lat, lng]) => Number.isFinite(lat) && Number.isFinite(lng))
  if (points.length > 0) {
    const lats = points.map(([lat]) => lat)
    const lngs = points.map(([, lng]) => lng)
    return {
      key: `results:${firstResults.map((listing) => listing.property_id).join(',')}`,
      bounds: [
        [Math.min(...lats), Math.min(...lngs)],
        [Math.max(...lats), Math.max(...lngs)],
      ],
    }
  }
  const place = location ? searchPlaces(location, 1)[0] : undefined
  if (!place) return null
  return {
    key: `place:${place.name}:${place.country}`,
    center: [place.lat, place.lon],
    zoom: place.kind === 'city' ? CITY_ZOOM : NEIGHBOURHOOD_ZOOM,
  }
}
