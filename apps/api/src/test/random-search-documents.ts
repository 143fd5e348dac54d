import {
  AMENITIES,
  LISTING_TYPES,
  ROOM_CATEGORIES,
  type TSavedSearchCriteria,
  TYPE_FILTERS,
} from '@demeure/shared'
import { foldLikePostgres } from '../modules/search/engine/fold.ts'
import { dayNumber } from '../modules/search/engine/free-days.ts'
import type { TEngineDocument } from '../modules/search/engine/read-model.ts'
import type { TRandom } from '../seed/random.ts'

/**
 * Random search documents and saved-search criteria over a few values, so that matches and misses
 * both happen often: places with aliases and neighbourhoods, equal prices, free dates on the edges.
 */
const CITIES = ['Montréal', 'Laval', 'Québec', 'Longueuil', 'Westmount']
const PLACES = [...CITIES, 'montreal', 'MTL', 'Mile End', 'Plateau-Mont-Royal', 'Verdun', 'Paris']
const TITLES = ['Café loft', 'Sunny studio', 'Plateau room', 'Cozy NDG flat']
const LATITUDES = [45.45, 45.5, 45.515, 45.525, 45.55]
const LONGITUDES = [-73.7, -73.6, -73.59, -73.57, -73.5]
export const PRICES = [60_000, 100_000, 115_000, 125_000, 300_000]
const DAYS = ['2030-01-01', '2030-02-28', '2030-03-01', '2030-04-01', '2030-06-30', '2030-12-31']

export function randomFreeDays(random: TRandom) {
  const days = random
    .sample(DAYS, random.int(0, 4))
    .map(dayNumber)
    .sort((a, b) => a - b)
  return days.length % 2 === 0 ? days : days.slice(0, -1)
}

export function randomDocument(random: TRandom, listingId: number): TEngineDocument {
  const title = `${random.pick(TITLES)} ${listingId}`
  const addressCity = random.pick(CITIES)
  const addressStreet = `${random.int(1, 9)} Rue Saint-Denis`
  return {
    listingId,
    searchText: foldLikePostgres(`${addressCity} ${addressStreet} ${title}`),
    title,
    titleFr: null,
    listingType: random.pick(LISTING_TYPES),
    roomCategory: random.pick(ROOM_CATEGORIES),
    addressStreet,
    addressCity,
    latitude: random.pick(LATITUDES),
    longitude: random.pick(LONGITUDES),
    priceCents: random.pick(PRICES),
    maxGuests: random.int(1, 5),
    numBedrooms: random.int(0, 3),
    amenityBits: random.int(0, 255),
    photoKeys: '',
    freeDays: randomFreeDays(random),
    hasCitq: random.chance(0.3),
    publishedMicros: random.int(1, 5) * 1e12,
    ratingAvg: '0',
    reviewCount: 0,
  }
}

/** Saved criteria as a user saves them (the search API's query, no page or sort). */
export function randomCriteria(random: TRandom): TSavedSearchCriteria {
  const criteria: TSavedSearchCriteria = {}
  if (random.chance(0.2))
    criteria.location = random.pick(['montreal', 'café', 'saint-denis', 'studio', 'zzz'])
  if (random.chance(0.4)) criteria.city = random.pick(PLACES)
  if (random.chance(0.3)) criteria.type = random.sample(TYPE_FILTERS, random.int(1, 2))
  const prices = [random.pick([0, ...PRICES]) / 100, random.pick([...PRICES, 400_000]) / 100].sort(
    (a, b) => a - b,
  )
  if (random.chance(0.3)) criteria.min_price = prices[0]
  if (random.chance(0.5)) criteria.max_price = prices[1]
  if (random.chance(0.3)) criteria.move_in = random.pick(DAYS)
  if (random.chance(0.2)) criteria.amenities = random.sample(AMENITIES.slice(0, 8), random.int(1, 2))
  if (random.chance(0.3)) criteria.guests = random.int(1, 5)
  if (random.chance(0.2)) criteria.bedrooms = random.sample([0, 1, 2, 3], random.int(1, 2))
  if (random.chance(0.3)) {
    const [south, north] = [random.pick(LATITUDES), random.pick(LATITUDES)].sort((a, b) => a - b)
    const [west, east] = [random.pick(LONGITUDES), random.pick(LONGITUDES)].sort((a, b) => a - b)
    criteria.bbox = `${west},${south},${east},${north}`
  }
  return criteria
}
