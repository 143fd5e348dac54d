import { PLACES, type TPlace } from '@demeure/shared'
import type { TPlaceRef } from '../criteria.ts'
import { foldMessage } from '../fold.ts'

/** Campuses and landmarks people name instead of a neighbourhood, with their coordinates. */
const LANDMARKS: { name: string; lat: number; lon: number; words: string[] }[] = [
  {
    name: 'McGill University',
    lat: 45.5048,
    lon: -73.5772,
    words: ['mcgill', 'mc gill', 'mcgill university', 'universite mcgill', 'mcgill ghetto', 'ghetto mcgill'],
  },
  {
    name: 'Concordia University',
    lat: 45.4972,
    lon: -73.579,
    words: ['concordia', 'concordia university', 'universite concordia', 'sgw campus'],
  },
  { name: 'Loyola campus', lat: 45.4582, lon: -73.6405, words: ['loyola', 'campus loyola', 'loyola campus'] },
  {
    name: 'Université de Montréal',
    lat: 45.5017,
    lon: -73.6156,
    words: [
      'udem',
      'u de m',
      'umontreal',
      'universite de montreal',
      'university of montreal',
      'montreal university',
    ],
  },
  {
    name: 'UQAM',
    lat: 45.5133,
    lon: -73.5606,
    words: ['uqam', 'berri uqam', 'universite du quebec a montreal'],
  },
  {
    name: 'Polytechnique Montréal',
    lat: 45.5046,
    lon: -73.6131,
    words: ['polytechnique', 'poly montreal', 'polytechnique montreal'],
  },
  { name: 'HEC Montréal', lat: 45.503, lon: -73.6206, words: ['hec', 'hec montreal'] },
  { name: 'ÉTS', lat: 45.4945, lon: -73.5622, words: ['ets', 'ecole de technologie superieure'] },
  {
    name: 'Dawson College',
    lat: 45.4893,
    lon: -73.5866,
    words: ['dawson', 'dawson college', 'college dawson'],
  },
  { name: 'Mount Royal', lat: 45.5048, lon: -73.5874, words: ['mount royal', 'mont royal', 'the mountain'] },
  {
    name: 'Jean-Talon Market',
    lat: 45.5363,
    lon: -73.6148,
    words: ['jean talon', 'marche jean talon', 'jean talon market'],
  },
  {
    name: 'Atwater Market',
    lat: 45.4777,
    lon: -73.577,
    words: ['atwater', 'marche atwater', 'atwater market'],
  },
  { name: 'Olympic Stadium', lat: 45.558, lon: -73.5518, words: ['olympic stadium', 'stade olympique'] },
  { name: 'Bell Centre', lat: 45.4961, lon: -73.5693, words: ['bell centre', 'bell center', 'centre bell'] },
  {
    name: 'Jewish General Hospital',
    lat: 45.4972,
    lon: -73.6293,
    words: ['jewish general', 'jgh', 'hopital general juif'],
  },
  { name: 'CHUM', lat: 45.5113, lon: -73.5573, words: ['chum'] },
  { name: 'Glen site (MUHC)', lat: 45.4725, lon: -73.601, words: ['muhc', 'cusm', 'glen site', 'site glen'] },
  { name: 'Chinatown', lat: 45.5076, lon: -73.5606, words: ['chinatown', 'quartier chinois'] },
  {
    name: 'Gay Village',
    lat: 45.5196,
    lon: -73.5543,
    words: ['gay village', 'le village', 'the village', 'village gai'],
  },
]

/**
 * Metro stations people measure a home from ('closest to Peel station'). Names shared with a place
 * ('Jean-Talon', 'Sherbrooke', 'Mont-Royal') count only with 'station' or 'metro' next to them.
 */
const STATIONS: { name: string; lat: number; lon: number; alone?: string[] }[] = [
  { name: 'McGill', lat: 45.504, lon: -73.5716 },
  { name: 'Peel', lat: 45.5009, lon: -73.5749 },
  { name: 'Guy-Concordia', lat: 45.4957, lon: -73.579, alone: ['guy concordia'] },
  { name: 'Atwater', lat: 45.4897, lon: -73.5862 },
  { name: 'Lionel-Groulx', lat: 45.4829, lon: -73.5796, alone: ['lionel groulx'] },
  { name: 'Bonaventure', lat: 45.4979, lon: -73.567 },
  { name: 'Square-Victoria', lat: 45.5019, lon: -73.563, alone: ['square victoria'] },
  { name: 'Place-des-Arts', lat: 45.5081, lon: -73.5685, alone: ['place des arts'] },
  { name: 'Champ-de-Mars', lat: 45.5101, lon: -73.5563, alone: ['champ de mars'] },
  { name: 'Sherbrooke', lat: 45.5188, lon: -73.5683 },
  { name: 'Mont-Royal', lat: 45.5246, lon: -73.5818 },
  { name: 'Laurier', lat: 45.5271, lon: -73.5869 },
  { name: 'Rosemont', lat: 45.5315, lon: -73.5975 },
  { name: 'Beaubien', lat: 45.5355, lon: -73.6046 },
  { name: 'Jean-Talon', lat: 45.5392, lon: -73.6136 },
  { name: 'Papineau', lat: 45.5235, lon: -73.5522 },
  { name: 'Frontenac', lat: 45.5333, lon: -73.5522 },
  { name: 'Pie-IX', lat: 45.5539, lon: -73.5516, alone: ['pie ix'] },
  { name: 'Côte-des-Neiges', lat: 45.4966, lon: -73.6229 },
  { name: 'Université-de-Montréal', lat: 45.5035, lon: -73.6176 },
  { name: 'Snowdon', lat: 45.4856, lon: -73.6275, alone: ['snowdon'] },
  { name: 'Villa-Maria', lat: 45.4797, lon: -73.6197, alone: ['villa maria'] },
  { name: 'Côte-Vertu', lat: 45.5142, lon: -73.683, alone: ['cote vertu'] },
]

/** Other names of the gazetteer's places, as people type them. */
const ALIASES: Record<string, string[]> = {
  Montréal: ['mtl', 'montreal', 'montreal city', 'ville de montreal'],
  Québec: ['quebec city', 'ville de quebec', 'quebec'],
  'New York': ['nyc', 'new york city'],
  'Plateau-Mont-Royal': ['plateau', 'the plateau', 'le plateau', 'plateau mont royal', 'plateau montroyal'],
  'Mile End': ['mile end', 'mileend', 'le mile end'],
  'Côte-des-Neiges': ['cdn', 'cote des neiges', 'cote de neiges', 'cote des neige'],
  'Notre-Dame-de-Grâce': ['ndg', 'notre dame de grace'],
  'Rosemont–La Petite-Patrie': ['rosemont', 'petite patrie', 'la petite patrie', 'rosemont petite patrie'],
  'Hochelaga-Maisonneuve': ['hochelaga', 'homa', 'hochelaga maisonneuve'],
  Downtown: ['downtown', 'centre ville', 'centreville', 'downtown montreal', 'city centre', 'city center'],
  'Old Montreal': ['old montreal', 'vieux montreal', 'old port', 'vieux port', 'le vieux'],
  'Saint-Henri': ['saint henri', 'st henri', 'st henry'],
  'Little Italy': ['little italy', 'petite italie'],
  'Quartier Latin': ['quartier latin', 'latin quarter'],
  'Milton-Parc': ['milton parc', 'milton park'],
  Griffintown: ['griffintown', 'griff'],
}

const stationWords = (station: (typeof STATIONS)[number]) => {
  const folded = foldMessage(station.name)
  return [
    `${folded} station`,
    `station ${folded}`,
    `metro ${folded}`,
    `${folded} metro`,
    `station de metro ${folded}`,
    ...(station.alone ?? []),
  ]
}

/** Half the height and width of the box searched around an area (~1.3 km each way). */
const AREA_HALF = { lat: 0.012, lon: 0.016 }

const refOf = (place: TPlace): TPlaceRef => ({
  name: place.name,
  city: place.city,
  kind: place.kind === 'city' ? 'city' : 'area',
  lat: place.lat,
  lon: place.lon,
})

/** Every way of naming a place, folded, with the place it names. */
export const PLACE_NAMES: { words: string; place: TPlaceRef }[] = [
  // The first London of the gazetteer is the Canadian one: Demeure's market.
  ...PLACES.filter((place, index) => PLACES.findIndex((p) => p.name === place.name) === index).flatMap(
    (place) => [
      { words: foldMessage(place.name), place: refOf(place) },
      ...(ALIASES[place.name] ?? []).map((words) => ({ words, place: refOf(place) })),
    ],
  ),
  ...LANDMARKS.flatMap((landmark) =>
    landmark.words.map((words) => ({
      words,
      place: {
        name: landmark.name,
        city: 'Montréal',
        kind: 'area' as const,
        lat: landmark.lat,
        lon: landmark.lon,
      },
    })),
  ),
  ...STATIONS.flatMap((station) =>
    stationWords(station).map((words) => ({
      words,
      place: {
        name: `${station.name} station`,
        city: 'Montréal',
        kind: 'area' as const,
        lat: station.lat,
        lon: station.lon,
      },
    })),
  ),
]

/** The search box (west,south,east,north) around an area. */
export function bboxAround(place: TPlaceRef): string {
  const round = (value: number) => Number(value.toFixed(4))
  return [
    round(place.lon - AREA_HALF.lon),
    round(place.lat - AREA_HALF.lat),
    round(place.lon + AREA_HALF.lon),
    round(place.lat + AREA_HALF.lat),
  ].join(',')
}

/** A place by its shown name (the LLM's tool calls name areas this way), or by any alias. */
export function findPlace(name: string): TPlaceRef | undefined {
  const folded = foldMessage(name)
  return PLACE_NAMES.find((entry) => entry.words === folded || foldMessage(entry.place.name) === folded)
    ?.place
}
