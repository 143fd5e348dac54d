import { AMENITIES, PRICE_SLIDER, TYPE_FILTERS } from '@demeure/shared/zod-free'

export type TSort = 'newest' | 'price' | '-price'
export const SORTS: readonly TSort[] = ['newest', 'price', '-price']

/**
 * The search filters every search view shares. `checkIn` is the move-in date of the search bar; the
 * API filters by move-in only, so there is no check-out here.
 */
export type TSearchFilters = {
  location: string
  /**
   * The location is a city chosen from the Where list: only homes in that city (the API's `city`),
   * not every home whose street or title holds the name (typed text, the API's `location`).
   */
  isCity: boolean
  types: string[]
  minPrice?: number
  maxPrice?: number
  checkIn: string
  amenities: string[]
  guests: number
  sort: TSort
}

export const EMPTY_FILTERS: TSearchFilters = {
  location: '',
  isCity: false,
  types: [],
  checkIn: '',
  amenities: [],
  guests: 1,
  sort: 'newest',
}

const MAX_GUESTS = 50
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function oneOf<T extends string>(allowed: readonly T[], values: string[]): T[] {
  return [...new Set(values)].filter((value): value is T => (allowed as readonly string[]).includes(value))
}

function priceParam(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined
  const value = Number(text)
  return Number.isInteger(value) && value >= PRICE_SLIDER.min && value <= PRICE_SLIDER.max ? value : undefined
}

/** The filters a URL query holds; anything unknown or malformed is left out, never an error. */
export function parseFilters(params: URLSearchParams): TSearchFilters {
  const guests = Number(params.get('guests'))
  const sort = params.get('sort')
  const checkIn = params.get('checkIn') ?? ''
  let minPrice = priceParam(params.get('minPrice'))
  let maxPrice = priceParam(params.get('maxPrice'))
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    minPrice = undefined
    maxPrice = undefined
  }
  const city = (params.get('city') ?? '').trim().slice(0, 100)
  return {
    location: city || (params.get('location') ?? '').trim().slice(0, 100),
    isCity: city !== '',
    types: oneOf(TYPE_FILTERS, params.getAll('type')),
    minPrice,
    maxPrice,
    checkIn: ISO_DATE.test(checkIn) && !Number.isNaN(Date.parse(checkIn)) ? checkIn : '',
    amenities: oneOf(AMENITIES, params.getAll('amenities')),
    guests: Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS ? guests : 1,
    sort: SORTS.find((value) => value === sort) ?? 'newest',
  }
}

/** The URL query of the filters: only what differs from the defaults, in a stable order. */
export function filtersToParams(filters: TSearchFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.location) params.set(filters.isCity ? 'city' : 'location', filters.location)
  for (const type of filters.types) params.append('type', type)
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice))
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice))
  if (filters.checkIn) params.set('checkIn', filters.checkIn)
  for (const amenity of filters.amenities) params.append('amenities', amenity)
  if (filters.guests > 1) params.set('guests', String(filters.guests))
  if (filters.sort !== 'newest') params.set('sort', filters.sort)
  return params
}

/** The query of GET /api/properties/ (API.md names) for these filters. */
export function toSearchQuery(filters: TSearchFilters) {
  return {
    location: filters.isCity ? undefined : filters.location || undefined,
    city: filters.isCity ? filters.location : undefined,
    type: filters.types,
    min_price: filters.minPrice,
    max_price: filters.maxPrice,
    move_in: filters.checkIn || undefined,
    amenities: filters.amenities,
    guests: filters.guests > 1 ? filters.guests : undefined,
    sort: filters.sort,
  }
}

/** The filters after choosing a location in the Where list; choosing the chosen one again clears it. */
export function chooseLocation(
  filters: TSearchFilters,
  location: string,
  isCity: boolean,
): Pick<TSearchFilters, 'location' | 'isCity'> {
  return location.toLowerCase() === filters.location.toLowerCase()
    ? { location: '', isCity: false }
    : { location, isCity }
}

/** Adds the value when absent, removes it when present. */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value]
}

/** How many filters narrow the search (the sort does not). */
export function countActiveFilters(filters: TSearchFilters): number {
  return (
    (filters.location ? 1 : 0) +
    filters.types.length +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.checkIn ? 1 : 0) +
    filters.amenities.length +
    (filters.guests > 1 ? 1 : 0)
  )
}
