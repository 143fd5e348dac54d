/**
 * A small offline gazetteer: the spec's default cities and Montreal's neighbourhoods, with their
 * centres. It answers geocoding when no geocoder is configured or reachable, and names areas for
 * browsing and the room finder.
 */
export type TPlace = {
  name: string
  kind: 'city' | 'neighbourhood'
  /** The city a neighbourhood belongs to (itself for a city). */
  city: string
  state: string
  country: string
  lat: number
  lon: number
}

const city = (name: string, state: string, country: string, lat: number, lon: number): TPlace => ({
  name,
  kind: 'city',
  city: name,
  state,
  country,
  lat,
  lon,
})
const montreal = (name: string, lat: number, lon: number): TPlace => ({
  name,
  kind: 'neighbourhood',
  city: 'Montréal',
  state: 'Québec',
  country: 'Canada',
  lat,
  lon,
})

export const PLACES: TPlace[] = [
  city('Montréal', 'Québec', 'Canada', 45.5019, -73.5674),
  city('Laval', 'Québec', 'Canada', 45.5695, -73.692),
  city('Longueuil', 'Québec', 'Canada', 45.5312, -73.5185),
  city('Toronto', 'Ontario', 'Canada', 43.6532, -79.3832),
  city('Vancouver', 'British Columbia', 'Canada', 49.2827, -123.1207),
  city('Calgary', 'Alberta', 'Canada', 51.0447, -114.0719),
  city('Ottawa', 'Ontario', 'Canada', 45.4215, -75.6972),
  city('Edmonton', 'Alberta', 'Canada', 53.5461, -113.4938),
  city('Québec', 'Québec', 'Canada', 46.8139, -71.208),
  city('Winnipeg', 'Manitoba', 'Canada', 49.8951, -97.1384),
  city('Halifax', 'Nova Scotia', 'Canada', 44.6488, -63.5752),
  city('Victoria', 'British Columbia', 'Canada', 48.4284, -123.3656),
  city('Hamilton', 'Ontario', 'Canada', 43.2557, -79.8711),
  city('Kitchener', 'Ontario', 'Canada', 43.4516, -80.4925),
  city('London', 'Ontario', 'Canada', 42.9849, -81.2453),
  city('Saskatoon', 'Saskatchewan', 'Canada', 52.1579, -106.6702),
  city('Regina', 'Saskatchewan', 'Canada', 50.4452, -104.6189),
  city("St. John's", 'Newfoundland and Labrador', 'Canada', 47.5615, -52.7126),
  city('Windsor', 'Ontario', 'Canada', 42.3149, -83.0364),
  city('Kelowna', 'British Columbia', 'Canada', 49.888, -119.496),
  city('Sherbrooke', 'Québec', 'Canada', 45.4042, -71.8929),
  city('Barrie', 'Ontario', 'Canada', 44.3894, -79.6903),
  city('Gatineau', 'Québec', 'Canada', 45.4765, -75.7013),
  city('New York', 'New York', 'United States', 40.7128, -74.006),
  city('London', 'England', 'United Kingdom', 51.5072, -0.1276),
  montreal('Plateau-Mont-Royal', 45.5236, -73.5815),
  montreal('Mile End', 45.5247, -73.6009),
  montreal('Côte-des-Neiges', 45.4965, -73.6267),
  montreal('Notre-Dame-de-Grâce', 45.4745, -73.6178),
  montreal('Rosemont–La Petite-Patrie', 45.5459, -73.5907),
  montreal('Villeray', 45.5432, -73.6237),
  montreal('Hochelaga-Maisonneuve', 45.5454, -73.5411),
  montreal('Ville-Marie', 45.5088, -73.5617),
  montreal('Downtown', 45.5017, -73.5707),
  montreal('Old Montreal', 45.5075, -73.5544),
  montreal('Griffintown', 45.4921, -73.5605),
  montreal('Saint-Henri', 45.4785, -73.5849),
  montreal('Verdun', 45.4584, -73.5685),
  montreal('Outremont', 45.5163, -73.6079),
  montreal('Ahuntsic', 45.5602, -73.6586),
  montreal('Little Italy', 45.5326, -73.6143),
  montreal('Quartier Latin', 45.5152, -73.5614),
  montreal('Milton-Parc', 45.5098, -73.5762),
  montreal('Westmount', 45.4849, -73.5978),
]

/** Lower-case, accents removed: 'Côte-des-Neiges' and 'cote des neiges' compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9']+/g, ' ')
    .trim()
}

const ALIASES: Record<string, string> = {
  montreal: 'Montréal',
  mtl: 'Montréal',
  'quebec city': 'Québec',
  quebec: 'Québec',
  'ville de quebec': 'Québec',
  'the plateau': 'Plateau-Mont-Royal',
  plateau: 'Plateau-Mont-Royal',
  ndg: 'Notre-Dame-de-Grâce',
  cdn: 'Côte-des-Neiges',
  'old port': 'Old Montreal',
  'vieux montreal': 'Old Montreal',
  'centre ville': 'Downtown',
  rosemont: 'Rosemont–La Petite-Patrie',
  'new york city': 'New York',
  nyc: 'New York',
}

/**
 * The catalogue's name for a place typed the way people say it ('Quebec City' → 'Québec',
 * 'mtl' → 'Montréal'); other text is returned as it is.
 */
export function canonicalPlaceName(text: string): string {
  return ALIASES[foldText(text)] ?? text
}

/** Places whose name (or alias) matches the text: exact matches first, then prefixes, then contains. */
export function searchPlaces(text: string, limit = 5): TPlace[] {
  const query = foldText(text)
  if (!query) return []
  const alias = ALIASES[query]
  const scored = PLACES.map((place) => {
    const name = foldText(place.name)
    const score =
      alias === place.name || name === query ? 0 : name.startsWith(query) ? 1 : name.includes(query) ? 2 : 9
    return { place, score: place.kind === 'city' ? score : score + 0.5 }
  })
  return scored
    .filter((entry) => entry.score < 9)
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.place)
}

/** The nearest place to a point (great-circle), with its distance in km. */
export function nearestPlace(lat: number, lon: number): { place: TPlace; km: number } {
  let best = { place: PLACES[0] as TPlace, km: Number.POSITIVE_INFINITY }
  for (const place of PLACES) {
    const km = distanceKm(lat, lon, place.lat, place.lon)
    if (km < best.km) best = { place, km }
  }
  return best
}

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLon = (lon2 - lon1) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(a))
}

/** The city whose homes are also grouped by neighbourhood. */
export const NEIGHBOURHOOD_CITY = 'Montréal'
export const NEIGHBOURHOODS: readonly TPlace[] = PLACES.filter((place) => place.kind === 'neighbourhood')
/** A home farther than this from every neighbourhood centre is in the city only. */
export const NEIGHBOURHOOD_RADIUS_KM = 3
/**
 * Kilometres per degree of latitude, and of longitude at Montréal's latitude: distances inside the
 * city on a flat map, close enough at this scale and the same arithmetic in SQL (search repository).
 */
export const KM_PER_LAT_DEGREE = 111.2
export const KM_PER_LON_DEGREE = 77.9

/** Squared flat-map distance in km² from a point to a neighbourhood's centre. */
export function neighbourhoodDistance2(place: TPlace, lat: number, lon: number): number {
  const north = (lat - place.lat) * KM_PER_LAT_DEGREE
  const east = (lon - place.lon) * KM_PER_LON_DEGREE
  return north * north + east * east
}

/**
 * The index in NEIGHBOURHOODS of the neighbourhood a home of Montréal lies in: the one whose centre
 * is nearest (the first listed on a tie), when within NEIGHBOURHOOD_RADIUS_KM; -1 otherwise. Homes
 * store their city and coordinates, not a neighbourhood, so this is how they are grouped.
 */
export function neighbourhoodIndexAt(lat: number, lon: number): number {
  let best = -1
  let bestDistance = NEIGHBOURHOOD_RADIUS_KM * NEIGHBOURHOOD_RADIUS_KM
  NEIGHBOURHOODS.forEach((place, index) => {
    const distance = neighbourhoodDistance2(place, lat, lon)
    if (distance < bestDistance || (distance === bestDistance && best === -1)) {
      best = index
      bestDistance = distance
    }
  })
  return best
}
