import type { TSavedSearchCriteria, TSavedSearchFrequency } from '@demeure/shared'
import { tidyCriteria } from '@demeure/shared/zod-free'

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
  const { location, city, type, min_price, max_price, move_in, amenities, guests } = query
  return tidyCriteria({ location, city, type, min_price, max_price, move_in, amenities, guests })
}
