import type { TListingType } from '@demeure/shared'
import type { TDemoArea } from './demo-places.ts'
import type { TRandom } from './random.ts'

/**
 * The kinds of homes a furnished monthly stay in Montreal offers, with how often each appears:
 * each a home type of the catalogue (LISTING_TYPES), a room in a shared apartment being a room
 * category rather than a type of its own.
 */
export const DEMO_TYPES: {
  type: TListingType
  roomCategory?: 'private_room'
  weight: number
  en: string
  fr: string
  isFeminine: boolean
}[] = [
  { type: 'apartment', weight: 34, en: 'apartment', fr: 'appartement', isFeminine: false },
  {
    type: 'apartment',
    roomCategory: 'private_room',
    weight: 16,
    en: 'room',
    fr: 'chambre',
    isFeminine: true,
  },
  { type: 'studio', weight: 11, en: 'studio', fr: 'studio', isFeminine: false },
  { type: 'suite', weight: 9, en: 'suite', fr: 'suite', isFeminine: true },
  {
    type: 'serviced_apartment',
    weight: 7,
    en: 'serviced apartment',
    fr: 'appartement-hôtel',
    isFeminine: false,
  },
  { type: 'condo', weight: 8, en: 'condo', fr: 'condo', isFeminine: false },
  { type: 'house', weight: 5, en: 'house', fr: 'maison', isFeminine: true },
  { type: 'townhouse', weight: 4, en: 'townhouse', fr: 'maison de ville', isFeminine: true },
  { type: 'guest_house', weight: 3, en: 'garden guest house', fr: 'maisonnette sur cour', isFeminine: true },
  { type: 'cabin_cottage', weight: 3, en: 'cottage', fr: 'cottage', isFeminine: false },
  // What fits no named type: hosts choose "Other" for it.
  { type: 'other', weight: 1, en: 'tiny house', fr: 'mini-maison', isFeminine: true },
]

/** A room in a shared home, rather than a whole home. */
export const isRoomKind = (kind: (typeof DEMO_TYPES)[number]) => kind.roomCategory === 'private_room'

/** Adjectives in English and in French (masculine, feminine); none repeats a type's own word. */
const ADJECTIVES: { en: string; fr: [string, string] }[] = [
  { en: 'Bright', fr: ['lumineux', 'lumineuse'] },
  { en: 'Quiet', fr: ['calme', 'calme'] },
  { en: 'Sunny', fr: ['ensoleillé', 'ensoleillée'] },
  { en: 'Renovated', fr: ['rénové', 'rénovée'] },
  { en: 'Spacious', fr: ['spacieux', 'spacieuse'] },
  { en: 'Charming', fr: ['charmant', 'charmante'] },
  { en: 'Modern', fr: ['moderne', 'moderne'] },
  { en: 'Warm', fr: ['chaleureux', 'chaleureuse'] },
  { en: 'Airy', fr: ['aéré', 'aérée'] },
  { en: 'Tidy', fr: ['soigné', 'soignée'] },
]

/** Montreal counts rooms the Québec way: a one-bedroom is a 3½. */
export const quebecSize = (bedrooms: number) => `${bedrooms + 2}½`

const lowerFirst = (text: string) => text.replace(/^./, (c) => c.toLowerCase())
const capitalize = (text: string) => text.replace(/^./, (c) => c.toUpperCase())

export type TDemoTitle = { title: string; titleFr: string }

/**
 * A bilingual title for one home that no earlier home has (`used` holds the English titles given
 * so far): an adjective, the kind of home and where it is, drawn again on a clash, then the street
 * named to tell two alike apart.
 */
export function demoTitle(
  random: TRandom,
  home: { type: (typeof DEMO_TYPES)[number]; area: TDemoArea; street: string; size: string | null },
  used: Set<string>,
): TDemoTitle {
  for (let attempt = 0; ; attempt += 1) {
    const title = drawTitle(random, home, attempt >= 6)
    if (used.has(title.title) && attempt < 12) continue
    used.add(title.title)
    return title
  }
}

function drawTitle(
  random: TRandom,
  home: { type: (typeof DEMO_TYPES)[number]; area: TDemoArea; street: string; size: string | null },
  onStreet: boolean,
): TDemoTitle {
  const { type, area, street } = home
  const adjective = random.pick(ADJECTIVES)
  const frAdjective = adjective.fr[type.isFeminine ? 1 : 0]
  const isApartment = type.type === 'apartment' && !isRoomKind(type)
  const size = home.size ? `${home.size} ` : ''
  const where = onStreet ? 0 : random.int(0, 2)
  // Every English title names the area as the search and /Explore know it ('Plateau-Mont-Royal'),
  // so a search for the neighbourhood finds its homes.
  const areaName = area.name === 'Downtown' ? 'downtown' : area.name
  const placeEn = [
    `on ${street}, ${areaName}`,
    area.name === 'Downtown' ? 'downtown' : `in ${area.name}`,
    `near ${area.near.en}, ${areaName}`,
  ][where]
  const placeFr = [`, ${lowerFirst(street)}`, ` ${area.in.fr}`, ` près ${area.near.fr}`][where]
  // French names an apartment by its size alone ('4½ lumineux'), and puts the adjective after.
  const frName = isApartment ? size.trim() : type.type === 'condo' ? `Condo ${size.trim()}` : type.fr
  return {
    title: `${adjective.en} ${size}${type.en} ${placeEn}`,
    titleFr: capitalize(`${frName} ${frAdjective}${placeFr}`),
  }
}
