import type { TSavedSearchCriteria, TSavedSearchFrequency } from '@demeure/shared'

/** Kept here rather than imported, so the home page's first load stays free of zod. */
export const FREQUENCIES: readonly TSavedSearchFrequency[] = ['instant', 'daily']

type TSearchQuery = {
  location?: string
  city?: string
  type: string[]
  min_price?: number
  max_price?: number
  move_in?: string
  amenities: string[]
  guests?: number
}

/** The filters of a search (the API's query, as `toSearchQuery` writes it) as a saved search keeps them. */
export function criteriaOf(query: TSearchQuery): TSavedSearchCriteria {
  const criteria: Record<string, unknown> = {
    location: query.location,
    city: query.city,
    type: query.type,
    min_price: query.min_price,
    max_price: query.max_price,
    move_in: query.move_in,
    amenities: query.amenities,
    guests: query.guests,
  }
  return Object.fromEntries(
    Object.entries(criteria).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as TSavedSearchCriteria
}

/** The home page's URL showing a saved search's results (the search bar's query names). */
export function searchPathOf(criteria: TSavedSearchCriteria) {
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
