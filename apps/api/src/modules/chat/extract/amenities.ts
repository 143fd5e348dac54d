import type { TNote, TUnsupportedFeature } from '../criteria.ts'
import { anyOf, take } from './take.ts'

/** How people ask for each amenity of the catalogue (AMENITIES), folded, English and French. */
const AMENITY_WORDS: Record<string, string[]> = {
  'Wi-Fi': [
    'wifi',
    'wi fi',
    'wi fy',
    'wireless',
    'internet',
    'high speed internet',
    'internet haute vitesse',
  ],
  'Street Parking': [
    'street parking',
    'parking on the street',
    'stationnement sur rue',
    'stationnement dans la rue',
    'parking sur rue',
    'parking dans la rue',
  ],
  'Private Parking': [
    'parking',
    'private parking',
    'parking spot',
    'parking space',
    'garage',
    'stationnement',
    'place de parking',
    'place de stationnement',
    'stationnement prive',
    'parking prive',
  ],
  'Cooling (AC)': [
    'ac',
    'air conditioning',
    'air conditioner',
    'aircon',
    'air conditionne',
    'climatisation',
    'climatiseur',
    'clim',
    'climatise',
    'climatisee',
  ],
  'Cooling (Portable/Ceiling Fans)': [
    'fan',
    'fans',
    'ceiling fan',
    'ventilateur',
    'ventilateurs',
    'ventilateur de plafond',
  ],
  Heating: ['heating', 'heat', 'heated', 'chauffage', 'chauffe', 'chauffee'],
  'Desk & chair': [
    'desk',
    'desk and chair',
    'workspace desk',
    'avec un bureau',
    'avec bureau',
    'bureau de travail',
    'espace bureau',
  ],
  'Stove/Oven': ['stove', 'oven', 'cuisiniere', 'four a gaz', 'cooktop'],
  Fridge: ['fridge', 'refrigerator', 'frigo', 'refrigerateur'],
  Bathtub: ['bathtub', 'bath tub', 'tub', 'baignoire'],
  'Shared Balcony': ['balcony', 'balcon', 'terrace', 'terrasse', 'patio'],
  'Cleaning Service': [
    'cleaning service',
    'housekeeping',
    'cleaner',
    'menage',
    'service de menage',
    'femme de menage',
    'entretien menager',
  ],
  'Smart TV': ['smart tv', 'tv', 'television', 'tele', 'tele intelligente', 'netflix'],
  'Student-Friendly': [
    'student friendly',
    'for students',
    'pour etudiants',
    'pour etudiant',
    'adapte aux etudiants',
    'etudiants bienvenus',
  ],
  'Door Lock': ['door lock', 'lock', 'lockable door', 'serrure', 'porte qui barre', 'porte verrouillable'],
  Closet: ['closet', 'wardrobe', 'placard', 'garde robe', 'penderie'],
  'Basic cookware': [
    'cookware',
    'kitchenware',
    'pots and pans',
    'ustensiles',
    'vaisselle',
    'batterie de cuisine',
  ],
  'Pillows & Bedding': ['bedding', 'linens', 'sheets', 'pillows', 'draps', 'literie', 'oreillers'],
  'Curtains/Blinds': ['curtains', 'blinds', 'rideaux', 'stores verticaux'],
  'First Aid Kit': ['first aid', 'first aid kit', 'trousse de secours', 'trousse de premiers soins'],
  'Fire Extinguisher': ['fire extinguisher', 'extinguisher', 'extincteur'],
  'Cleaning supplies': ['cleaning supplies', 'produits menagers', 'produits d entretien'],
  'Towel hooks': ['towel hooks', 'crochets a serviettes'],
  'Semi Furnished': [
    'semi furnished',
    'partly furnished',
    'semi meuble',
    'semi meublee',
    'partiellement meuble',
  ],
}
/** Features listings do not record: the reply says so instead of pretending to filter. */
const UNSUPPORTED: Record<TUnsupportedFeature, string[]> = {
  washer: [
    'washer',
    'washing machine',
    'laundry',
    'dryer',
    'washer dryer',
    'laveuse',
    'secheuse',
    'lave linge',
    'machine a laver',
    'buanderie',
    'laverie',
  ],
  metro: [
    'metro',
    'subway',
    'near the metro',
    'close to the metro',
    'near a metro',
    'metro station',
    'station de metro',
    'pres du metro',
    'proche du metro',
    'proche d un metro',
    'transit',
    'public transport',
    'transport en commun',
    'bus stop',
  ],
  dishwasher: ['dishwasher', 'lave vaisselle'],
  gym: ['gym', 'gymnase', 'salle de sport', 'fitness'],
  pool: ['pool', 'swimming pool', 'piscine'],
  elevator: ['elevator', 'lift', 'ascenseur'],
}
const FURNISHED = [
  'furnished',
  'fully furnished',
  'meuble',
  'meublee',
  'meubles',
  'meublees',
  'tout meuble',
  'entierement meuble',
  'furniture',
  'with furniture',
]
const PETS = [
  'pet',
  'pets',
  'dog',
  'dogs',
  'cat',
  'cats',
  'animal',
  'animals',
  'animaux',
  'animal de compagnie',
  'chien',
  'chiens',
  'mon chat',
  'un chat',
]
const SMOKING = ['smoke', 'smoker', 'smoking', 'fumer', 'fumeur', 'fumeuse', 'cigarette', 'vape']
const NEGATION =
  /\b(?:no|without|sans|pas de|pas besoin de|don t need|dont need|no need for)\s(?:(?:a|an|un|une|de|d)\s)?$/

export const AMENITY_VOCABULARY = [
  ...Object.values(AMENITY_WORDS),
  ...Object.values(UNSUPPORTED),
  FURNISHED,
  PETS,
  SMOKING,
].flat()

const pattern = (words: string[]) => new RegExp(`\\b(?:${anyOf(words)})\\b`, 'g')

export type TAmenityWish = { amenities: string[]; removed: string[]; notes: TNote[]; rest: string }

/**
 * Amenities asked for ('wifi', 'avec stationnement'), or asked away ('without parking'), plus what
 * the reply should explain: every listing is furnished, washers and metro distances are not
 * recorded, pets and smoking are against the house rules.
 */
export function extractAmenities(text: string): TAmenityWish {
  const amenities: string[] = []
  const removed: string[] = []
  const notes: TNote[] = []
  let rest = text
  const seen = new Set<string>()
  const all = Object.entries(AMENITY_WORDS).flatMap(([amenity, words]) =>
    words.map((word) => ({ amenity, word })),
  )
  rest = take(rest, pattern(all.map((entry) => entry.word)), (match) => {
    const amenity = all.find((entry) => entry.word === match[0])?.amenity as string
    const isNegated = NEGATION.test(rest.slice(0, match.index))
    const target = isNegated ? removed : amenities
    if (!target.includes(amenity)) target.push(amenity)
    return true
  })
  for (const [what, words] of Object.entries(UNSUPPORTED) as [TUnsupportedFeature, string[]][]) {
    rest = take(rest, pattern(words), () => {
      if (!seen.has(what)) notes.push({ kind: 'unsupported', what })
      seen.add(what)
      return true
    })
  }
  rest = take(rest, pattern(FURNISHED), () => {
    if (!seen.has('furnished')) notes.push({ kind: 'furnished' })
    seen.add('furnished')
    return true
  })
  for (const [rule, words] of [
    ['pets', PETS],
    ['smoking', SMOKING],
  ] as const) {
    rest = take(rest, pattern(words), () => {
      if (!seen.has(rule)) notes.push({ kind: 'houseRule', rule })
      seen.add(rule)
      return true
    })
  }
  return { amenities, removed, notes, rest }
}
