/**
 * Montreal's postal districts for offline geocoding: the forward sortation areas (FSA, a postal
 * code's first three characters) of the island, of Laval and of the South Shore, each with the
 * centre of the area it serves (good to a kilometre or so), the name people give that area and the
 * municipality a postal address writes. Canada Post does not publish the six-character codes
 * freely, so these three characters are the most an offline lookup can say.
 */
export type TPostalDistrict = {
  fsa: string
  lat: number
  lon: number
  area: string
  city: string
}

type TRow = readonly [fsa: string, lat: number, lon: number, area: string, city?: string]

/** One building each (a tower, a complex): a postal code of theirs is never a guess from a point. */
const BUILDINGS = new Set(['H4Z', 'H5A', 'H5B'])

const MONTREAL_ISLAND: readonly TRow[] = [
  ['H1A', 45.67, -73.505, 'Pointe-aux-Trembles'],
  ['H1B', 45.632, -73.507, 'Montréal-Est', 'Montréal-Est'],
  ['H1C', 45.655, -73.55, 'Rivière-des-Prairies'],
  ['H1E', 45.633, -73.585, 'Rivière-des-Prairies'],
  ['H1G', 45.6, -73.625, 'Montréal-Nord'],
  ['H1H', 45.588, -73.642, 'Montréal-Nord'],
  ['H1J', 45.605, -73.575, 'Anjou'],
  ['H1K', 45.607, -73.545, 'Anjou'],
  ['H1L', 45.599, -73.53, 'Mercier'],
  ['H1M', 45.583, -73.545, 'Mercier'],
  ['H1N', 45.578, -73.526, 'Mercier'],
  ['H1P', 45.595, -73.6, 'Saint-Léonard'],
  ['H1R', 45.58, -73.603, 'Saint-Léonard'],
  ['H1S', 45.575, -73.58, 'Saint-Léonard'],
  ['H1T', 45.567, -73.57, 'Rosemont'],
  ['H1V', 45.55, -73.54, 'Hochelaga-Maisonneuve'],
  ['H1W', 45.54, -73.548, 'Hochelaga-Maisonneuve'],
  ['H1X', 45.556, -73.575, 'Rosemont–La Petite-Patrie'],
  ['H1Y', 45.545, -73.58, 'Rosemont–La Petite-Patrie'],
  ['H1Z', 45.568, -73.615, 'Saint-Michel'],
  ['H2A', 45.56, -73.595, 'Saint-Michel'],
  ['H2B', 45.572, -73.66, 'Ahuntsic'],
  ['H2C', 45.56, -73.655, 'Ahuntsic'],
  ['H2E', 45.553, -73.61, 'Villeray'],
  ['H2G', 45.541, -73.588, 'Rosemont–La Petite-Patrie'],
  ['H2H', 45.536, -73.578, 'Plateau-Mont-Royal'],
  ['H2J', 45.53, -73.582, 'Plateau-Mont-Royal'],
  ['H2K', 45.527, -73.553, 'Centre-Sud'],
  ['H2L', 45.518, -73.558, 'Quartier Latin'],
  ['H2M', 45.556, -73.642, 'Ahuntsic'],
  ['H2N', 45.54, -73.648, 'Ahuntsic'],
  ['H2P', 45.547, -73.635, 'Villeray'],
  ['H2R', 45.543, -73.62, 'Villeray'],
  ['H2S', 45.533, -73.607, 'Little Italy'],
  ['H2T', 45.524, -73.594, 'Mile End'],
  ['H2V', 45.519, -73.608, 'Outremont'],
  ['H2W', 45.517, -73.578, 'Plateau-Mont-Royal'],
  ['H2X', 45.511, -73.569, 'Milton-Parc'],
  ['H2Y', 45.506, -73.556, 'Old Montreal'],
  ['H2Z', 45.506, -73.564, 'Downtown'],
  ['H3A', 45.504, -73.575, 'Downtown'],
  ['H3B', 45.5, -73.568, 'Downtown'],
  ['H3C', 45.495, -73.558, 'Griffintown'],
  ['H3E', 45.468, -73.545, 'L’Île-des-Sœurs'],
  ['H3G', 45.496, -73.578, 'Downtown'],
  ['H3H', 45.493, -73.583, 'Downtown'],
  ['H3J', 45.487, -73.572, 'Petite-Bourgogne'],
  ['H3K', 45.479, -73.558, 'Pointe-Saint-Charles'],
  ['H3L', 45.55, -73.67, 'Ahuntsic'],
  ['H3M', 45.544, -73.69, 'Cartierville'],
  ['H3N', 45.53, -73.628, 'Parc-Extension'],
  ['H3P', 45.518, -73.645, 'Mont-Royal', 'Mont-Royal'],
  ['H3R', 45.509, -73.64, 'Mont-Royal', 'Mont-Royal'],
  ['H3S', 45.503, -73.63, 'Côte-des-Neiges'],
  ['H3T', 45.502, -73.615, 'Côte-des-Neiges'],
  ['H3V', 45.492, -73.606, 'Côte-des-Neiges'],
  ['H3W', 45.488, -73.633, 'Côte-des-Neiges'],
  ['H3X', 45.48, -73.64, 'Hampstead', 'Hampstead'],
  ['H3Y', 45.488, -73.597, 'Westmount', 'Westmount'],
  ['H3Z', 45.483, -73.587, 'Westmount', 'Westmount'],
  ['H4A', 45.474, -73.61, 'Notre-Dame-de-Grâce'],
  ['H4B', 45.464, -73.63, 'Notre-Dame-de-Grâce'],
  ['H4C', 45.478, -73.585, 'Saint-Henri'],
  ['H4E', 45.46, -73.593, 'Ville-Émard'],
  ['H4G', 45.464, -73.57, 'Verdun'],
  ['H4H', 45.452, -73.578, 'Verdun'],
  ['H4J', 45.536, -73.692, 'Cartierville'],
  ['H4K', 45.524, -73.725, 'Cartierville'],
  ['H4L', 45.52, -73.68, 'Saint-Laurent'],
  ['H4M', 45.518, -73.66, 'Saint-Laurent'],
  ['H4N', 45.53, -73.66, 'Saint-Laurent'],
  ['H4P', 45.506, -73.656, 'Mont-Royal', 'Mont-Royal'],
  ['H4R', 45.508, -73.699, 'Saint-Laurent'],
  ['H4S', 45.488, -73.735, 'Saint-Laurent'],
  ['H4T', 45.492, -73.69, 'Saint-Laurent'],
  ['H4V', 45.468, -73.648, 'Côte-Saint-Luc', 'Côte-Saint-Luc'],
  ['H4W', 45.465, -73.665, 'Côte-Saint-Luc', 'Côte-Saint-Luc'],
  ['H4X', 45.453, -73.648, 'Montréal-Ouest', 'Montréal-Ouest'],
  ['H4Y', 45.465, -73.745, 'Dorval', 'Dorval'],
  ['H4Z', 45.5005, -73.5615, 'Downtown'],
  ['H5A', 45.499, -73.566, 'Downtown'],
  ['H5B', 45.5075, -73.564, 'Downtown'],
  ['H8N', 45.438, -73.643, 'LaSalle'],
  ['H8P', 45.43, -73.61, 'LaSalle'],
  ['H8R', 45.442, -73.665, 'Lachine'],
  ['H8S', 45.438, -73.695, 'Lachine'],
  ['H8T', 45.458, -73.685, 'Lachine'],
  ['H8Y', 45.5, -73.8, 'Roxboro'],
  ['H8Z', 45.495, -73.83, 'Pierrefonds'],
  ['H9A', 45.497, -73.815, 'Dollard-des-Ormeaux', 'Dollard-des-Ormeaux'],
  ['H9B', 45.485, -73.795, 'Dollard-des-Ormeaux', 'Dollard-des-Ormeaux'],
  ['H9C', 45.498, -73.88, 'L’Île-Bizard'],
  ['H9E', 45.487, -73.905, 'L’Île-Bizard'],
  ['H9G', 45.477, -73.835, 'Dollard-des-Ormeaux', 'Dollard-des-Ormeaux'],
  ['H9H', 45.48, -73.865, 'Sainte-Geneviève'],
  ['H9J', 45.45, -73.87, 'Kirkland', 'Kirkland'],
  ['H9K', 45.423, -73.955, 'Senneville', 'Senneville'],
  ['H9P', 45.462, -73.77, 'Dorval', 'Dorval'],
  ['H9R', 45.46, -73.81, 'Pointe-Claire', 'Pointe-Claire'],
  ['H9S', 45.447, -73.75, 'Dorval', 'Dorval'],
  ['H9W', 45.43, -73.865, 'Beaconsfield', 'Beaconsfield'],
  ['H9X', 45.41, -73.95, 'Sainte-Anne-de-Bellevue', 'Sainte-Anne-de-Bellevue'],
]

const LAVAL: readonly TRow[] = (
  [
    ['H7A', 45.615, -73.62, 'Duvernay-Est'],
    ['H7B', 45.66, -73.59, 'Saint-François'],
    ['H7C', 45.62, -73.65, 'Saint-Vincent-de-Paul'],
    ['H7E', 45.59, -73.66, 'Duvernay'],
    ['H7G', 45.57, -73.665, 'Pont-Viau'],
    ['H7H', 45.635, -73.755, 'Auteuil'],
    ['H7J', 45.645, -73.72, 'Auteuil'],
    ['H7K', 45.62, -73.74, 'Auteuil'],
    ['H7L', 45.615, -73.78, 'Sainte-Rose'],
    ['H7M', 45.61, -73.72, 'Vimont'],
    ['H7N', 45.555, -73.695, 'Laval-des-Rapides'],
    ['H7P', 45.585, -73.8, 'Fabreville'],
    ['H7R', 45.555, -73.86, 'Laval-Ouest'],
    ['H7S', 45.57, -73.735, 'Chomedey'],
    ['H7T', 45.57, -73.755, 'Chomedey'],
    ['H7V', 45.555, -73.715, 'Chomedey'],
    ['H7W', 45.535, -73.755, 'Chomedey'],
    ['H7X', 45.53, -73.815, 'Sainte-Dorothée'],
    ['H7Y', 45.55, -73.88, 'Îles-Laval'],
  ] as const
).map(([fsa, lat, lon, area]) => [fsa, lat, lon, area, 'Laval'] as const)

const SOUTH_SHORE: readonly TRow[] = [
  ['J4B', 45.595, -73.44, 'Boucherville', 'Boucherville'],
  ['J4G', 45.565, -73.49, 'Vieux-Longueuil', 'Longueuil'],
  ['J4H', 45.535, -73.51, 'Vieux-Longueuil', 'Longueuil'],
  ['J4J', 45.53, -73.49, 'Vieux-Longueuil', 'Longueuil'],
  ['J4K', 45.538, -73.515, 'Vieux-Longueuil', 'Longueuil'],
  ['J4L', 45.555, -73.47, 'Vieux-Longueuil', 'Longueuil'],
  ['J4M', 45.54, -73.46, 'Vieux-Longueuil', 'Longueuil'],
  ['J4N', 45.515, -73.465, 'Vieux-Longueuil', 'Longueuil'],
  ['J4P', 45.505, -73.505, 'Saint-Lambert', 'Saint-Lambert'],
  ['J4R', 45.495, -73.515, 'Saint-Lambert', 'Saint-Lambert'],
  ['J4T', 45.51, -73.43, 'Saint-Hubert', 'Longueuil'],
  ['J4V', 45.485, -73.47, 'Greenfield Park', 'Longueuil'],
  ['J4W', 45.465, -73.46, 'Brossard', 'Brossard'],
  ['J4X', 45.445, -73.465, 'Brossard', 'Brossard'],
  ['J4Y', 45.455, -73.435, 'Brossard', 'Brossard'],
  ['J4Z', 45.44, -73.49, 'Brossard', 'Brossard'],
]

export const POSTAL_DISTRICTS: readonly TPostalDistrict[] = [
  ...MONTREAL_ISLAND,
  ...LAVAL,
  ...SOUTH_SHORE,
].map(([fsa, lat, lon, area, city]) => ({ fsa, lat, lon, area, city: city ?? 'Montréal' }))

const BY_FSA = new Map(POSTAL_DISTRICTS.map((district) => [district.fsa, district]))

/** Canada's postal codes: letter, digit, letter, then digit, letter, digit (D, F, I, O, Q, U never). */
const POSTAL_CODE = /\b([abceghj-nprstvxy]\d[abceghj-nprstv-z])\s?(\d[abceghj-nprstv-z]\d)\b/i
const FSA_ONLY = /\b([abceghj-nprstvxy]\d[abceghj-nprstv-z])\b/i

/**
 * The postal code written in a search ("H2T 1S1", "h2t1s1", or the district alone, "H2T"), as
 * Canada Post prints it, with its district when known and the text around it.
 */
export function findPostalCode(
  text: string,
): { code: string; district?: TPostalDistrict; rest: string } | undefined {
  const match = POSTAL_CODE.exec(text) ?? FSA_ONLY.exec(text)
  if (!match) return undefined
  const fsa = (match[1] as string).toUpperCase()
  // Three characters alone are a postal code only when they name a district of the table.
  if (!match[2] && !BY_FSA.has(fsa)) return undefined
  const code = match[2] ? `${fsa} ${match[2].toUpperCase()}` : fsa
  const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`
  return { code, district: BY_FSA.get(fsa), rest }
}

const KM_PER_LAT = 111.2
const KM_PER_LON = 111.2 * Math.cos((45.5 * Math.PI) / 180)
/** A point farther than this from every district's centre is not given a postal district. */
const DISTRICT_RADIUS_KM = 3

/** The district whose centre is nearest the point, when one is near (a guess, for empty fields). */
export function nearestDistrict(lat: number, lon: number): TPostalDistrict | undefined {
  let best: { district?: TPostalDistrict; km: number } = { km: DISTRICT_RADIUS_KM }
  for (const district of POSTAL_DISTRICTS) {
    if (BUILDINGS.has(district.fsa)) continue
    const km = Math.hypot((lat - district.lat) * KM_PER_LAT, (lon - district.lon) * KM_PER_LON)
    if (km < best.km) best = { district, km }
  }
  return best.district
}
