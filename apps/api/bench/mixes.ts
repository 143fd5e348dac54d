import { AMENITIES, addDays, addMonths, PLACES, TYPE_FILTERS, todayInMontreal } from '@demeure/shared'
import { createRandom } from '../src/seed/random.ts'

/**
 * Request paths drawn at random for each request, as real traffic is: no two searches or map pans
 * need be alike, so no whole-answer cache can hide the engine's cost.
 */
export function createMixes(seed: number, listings: number) {
  const random = createRandom(seed)
  const names = PLACES.map((place) => place.name)
  // What people type: whole places, their first letters, streets, accents or not.
  const texts = [
    ...names,
    ...names.map((name) => name.slice(0, random.int(3, 5))),
    'montreal',
    'mtl',
    'quebec city',
    'rue sherbrooke',
    'saint-denis',
    'avenue du parc',
    'studio',
  ]
  const today = todayInMontreal()
  const sorts = ['newest', 'price', '-price']

  const search = () => {
    const params = new URLSearchParams()
    if (random.chance(0.7)) params.set('location', random.pick(texts))
    for (const type of random.sample(TYPE_FILTERS, random.pick([0, 0, 1, 2, 3]))) params.append('type', type)
    const low = random.int(6, 30) * 100
    if (random.chance(0.5)) params.set('min_price', String(low))
    if (random.chance(0.5)) params.set('max_price', String(low + random.int(2, 20) * 100))
    if (random.chance(0.6)) params.set('move_in', addDays(today, random.int(0, 182)))
    for (const amenity of random.sample(AMENITIES, random.pick([0, 1, 1, 2])))
      params.append('amenities', amenity)
    if (random.chance(0.4)) params.set('guests', String(random.int(1, 4)))
    params.set('sort', random.pick(sorts))
    params.set('page', String(random.int(1, 5)))
    return `/api/properties/?${params}`
  }

  /** A pan or zoom over Montreal: 0.02° to 0.4° wide. */
  const viewport = () => {
    const width = 0.02 + random.next() * 0.38
    const height = width * 0.7
    const west = -73.9 + random.next() * (0.45 - width / 2)
    const south = 45.4 + random.next() * (0.3 - height / 2)
    return [west, south, west + width, south + height].map((value) => value.toFixed(4)).join(',')
  }

  return {
    search,
    /** The search's query to a bench-only route that validates it and answers a fixed page (serve.ts). */
    searchFloor: () => search().replace('/api/properties/', '/bench/search-floor/'),
    /** The floor's halves: its fixed page without validating the query, and the validation alone. */
    fixedPage: () => search().replace('/api/properties/', '/bench/fixed-page/'),
    validateOnly: () => search().replace('/api/properties/', '/bench/validate-only/'),
    fixedSearch: () =>
      random.pick([
        '/api/properties/?location=montreal',
        '/api/properties/?location=montreal&type=apartment&max_price=1500',
        `/api/properties/?move_in=${addMonths(today, 2)}&min_price=800&max_price=2000&sort=price`,
        '/api/properties/?amenities=Wi-Fi&amenities=Heating&guests=2',
        '/api/properties/?location=toronto&page=3',
        '/api/properties/?type=private_room&type=suite&sort=-price&max_price=1800',
      ]),
    mapView: () => `/api/properties/map-view/?bbox=${viewport()}`,
    /** The home page's map: a viewport with the search's filters (each listing's bit is read). */
    filteredMapView: () =>
      `/api/properties/map-view/?bbox=${viewport()}&` +
      random.pick([
        'max_price=1500',
        'type=apartment&max_price=2000',
        'amenities=Wi-Fi&guests=2',
        'type=private_room',
      ]),
    mapData: () => `/api/properties/map-data/?bbox=${viewport()}&page=${random.int(1, 3)}&page_size=100`,
    detail: () => `/api/properties/${random.int(1, listings)}/`,
    hotDetail: () => `/api/properties/${random.int(1, 50)}/`,
    trivial: () => '/api/config/',
  }
}
export type TMixName = keyof ReturnType<typeof createMixes>
