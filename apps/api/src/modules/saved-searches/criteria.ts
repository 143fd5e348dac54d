import { searchQueryOfCriteria, type TSavedSearchCriteria } from '@demeure/shared'
import { dayNumber } from '../search/engine/free-days.ts'
import { placeKeyOf } from '../search/engine/listing-matcher.ts'
import { amenityMaskOf, typeMaskOf } from '../search/engine/read-model.ts'
import type { TPrefilterColumns } from './repository.ts'

/** The indexed copy of a search's narrowest filters, read by the listing-change prefilter. */
export function prefilterOf(criteria: TSavedSearchCriteria): TPrefilterColumns {
  const query = searchQueryOfCriteria(criteria)
  const cents = (dollars: number | undefined) => (dollars === undefined ? null : Math.round(dollars * 100))
  return {
    placeKey: placeKeyOf(query),
    minPriceCents: cents(query.min_price),
    maxPriceCents: cents(query.max_price),
    bboxWest: query.bbox?.west ?? null,
    bboxSouth: query.bbox?.south ?? null,
    bboxEast: query.bbox?.east ?? null,
    bboxNorth: query.bbox?.north ?? null,
    moveInDay: query.move_in ? dayNumber(query.move_in) : null,
    typeMask: query.type.length > 0 ? typeMaskOf(query.type) : null,
    amenityMask: query.amenities.length > 0 ? amenityMaskOf(query.amenities) : null,
    guests: query.guests ?? null,
  }
}

/** The criteria without empty values, as they are stored and sent back. */
export function tidyCriteria(criteria: TSavedSearchCriteria): TSavedSearchCriteria {
  return Object.fromEntries(
    Object.entries(criteria).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as TSavedSearchCriteria
}

/** The web app's search page showing these results (its query names: minPrice, checkIn…). */
export function webSearchPath(criteria: TSavedSearchCriteria) {
  const params = new URLSearchParams()
  if (criteria.city) params.set('city', criteria.city)
  else if (criteria.location) params.set('location', criteria.location)
  for (const type of criteria.type ?? []) params.append('type', type)
  if (criteria.min_price !== undefined) params.set('minPrice', String(criteria.min_price))
  if (criteria.max_price !== undefined) params.set('maxPrice', String(criteria.max_price))
  if (criteria.move_in) params.set('checkIn', criteria.move_in)
  for (const amenity of criteria.amenities ?? []) params.append('amenities', amenity)
  if (criteria.guests !== undefined && criteria.guests > 1) params.set('guests', String(criteria.guests))
  const search = params.toString()
  return search ? `/?${search}` : '/'
}
