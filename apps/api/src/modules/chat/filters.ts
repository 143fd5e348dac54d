import type { TChatFilters, TChatPlace } from '@demeure/shared'
import { PAGE_PATHS } from '@demeure/shared'
import type { TCriteria, TPlaceRef } from './criteria.ts'
import { bboxAround } from './extract/gazetteer.ts'

/** A place in the search call's terms: its city, plus the box around it for an area. */
export const toChatPlace = (place: TPlaceRef): TChatPlace =>
  place.kind === 'area'
    ? { location: place.city, area: place.name, bbox: bboxAround(place) }
    : { location: place.city }

/**
 * The criteria in the search call's own parameter names; an area becomes its city plus a box around
 * it, and several places go in `places`, each searched.
 */
export function toFilters(criteria: TCriteria): TChatFilters {
  const places = (criteria.places ?? []).map(toChatPlace)
  const filters: TChatFilters = {
    ...(places.length === 1 ? places[0] : {}),
    places: places.length > 1 ? places : undefined,
    type: criteria.types,
    bedrooms: criteria.bedrooms,
    min_price: criteria.minPrice,
    max_price: criteria.maxPrice,
    move_in: criteria.moveIn,
    months: criteria.months,
    guests: criteria.guests,
    amenities: criteria.amenities,
    sort: criteria.sort,
  }
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as TChatFilters
}

/**
 * The home page showing these filters, in the names the web keeps in its URL
 * (apps/web/src/features/search/lib/search-filters.ts: minPrice, maxPrice, checkIn, repeated type and
 * amenities). The home page has no area, stay length or bedroom count, so those stay out; several
 * places show their city when they share one.
 */
export function toSearchPath(filters: TChatFilters): string {
  const params = new URLSearchParams()
  const cities = new Set((filters.places ?? []).map((place) => place.location))
  const location = filters.location ?? (cities.size === 1 ? [...cities][0] : undefined)
  if (location) params.set('location', location)
  for (const type of filters.type ?? []) params.append('type', type)
  if (filters.min_price !== undefined) params.set('minPrice', String(filters.min_price))
  if (filters.max_price !== undefined) params.set('maxPrice', String(filters.max_price))
  if (filters.move_in) params.set('checkIn', filters.move_in)
  for (const amenity of filters.amenities ?? []) params.append('amenities', amenity)
  if (filters.guests !== undefined && filters.guests > 1) params.set('guests', String(filters.guests))
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort)
  const query = params.toString()
  return query ? `${PAGE_PATHS.home}?${query}` : PAGE_PATHS.home
}

/** The query of GET /api/properties/ for the filters of one place, before ZSearchQuery checks it. */
export function toSearchInput(filters: TChatFilters, pageSize: number) {
  return {
    location: filters.location,
    type: filters.type ?? [],
    bedrooms: filters.bedrooms ?? [],
    min_price: filters.min_price,
    max_price: filters.max_price,
    move_in: filters.move_in,
    amenities: filters.amenities ?? [],
    guests: filters.guests,
    bbox: filters.bbox,
    sort: filters.sort ?? 'newest',
    page: 1,
    page_size: pageSize,
  }
}
