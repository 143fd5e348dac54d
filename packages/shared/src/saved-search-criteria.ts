import type { TSavedSearchCriteria } from './schemas/saved-search.ts'

/** The criteria without empty values, as a saved search stores and sends them back. */
export function tidyCriteria(criteria: Record<string, unknown>): TSavedSearchCriteria {
  return Object.fromEntries(
    Object.entries(criteria).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as TSavedSearchCriteria
}

/**
 * The web app's page showing a saved search's results, in the search bar's query names (minPrice,
 * checkIn…): the panel links to it, and so does every alert e-mail.
 */
export function searchPagePathOf(criteria: TSavedSearchCriteria): string {
  const params: [string, string][] = []
  if (criteria.city) params.push(['city', criteria.city])
  else if (criteria.location) params.push(['location', criteria.location])
  for (const type of criteria.type ?? []) params.push(['type', type])
  if (criteria.min_price !== undefined) params.push(['minPrice', String(criteria.min_price)])
  if (criteria.max_price !== undefined) params.push(['maxPrice', String(criteria.max_price)])
  if (criteria.move_in) params.push(['checkIn', criteria.move_in])
  for (const amenity of criteria.amenities ?? []) params.push(['amenities', amenity])
  if (criteria.guests !== undefined && criteria.guests > 1) params.push(['guests', String(criteria.guests)])
  // Encoded by hand: the package is built without the DOM's or Node's URL types.
  const search = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')
  return search ? `/?${search}` : '/'
}
