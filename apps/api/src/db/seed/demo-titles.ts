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
const quebecSize = (bedrooms: number) => `${bedrooms + 2}½`

const lowerFirst = (text: string) => text.replace(/^./, (c) => c.toLowerCase())

export type TDemoText = { title: string; titleFr: string; description: string; descriptionFr: string }

/** A plausible bilingual title and description for one home. */
export function demoText(
  random: TRandom,
  home: { type: (typeof DEMO_TYPES)[number]; area: TDemoArea; street: string; bedrooms: number },
): TDemoText {
  const { type, area, street, bedrooms } = home
  const adjective = random.pick(ADJECTIVES)
  const frAdjective = adjective.fr[type.isFeminine ? 1 : 0]
  const isRoom = isRoomKind(type)
  const isApartment = type.type === 'apartment' && !isRoom
  const size = isApartment || type.type === 'condo' ? `${quebecSize(bedrooms)} ` : ''
  const where = random.int(0, 2)
  // Every English title names the area as the search and /Explore know it ('Plateau-Mont-Royal'),
  // so a search for the neighbourhood finds its homes.
  const areaName = area.name === 'Downtown' ? 'downtown' : area.name
  const placeEn = [
    `on ${street}, ${areaName}`,
    area.name === 'Downtown' ? 'downtown' : `in ${area.name}`,
    `near ${area.near.en}, ${areaName}`,
  ][where]
  const placeFr = [`, ${lowerFirst(street)}`, ` ${area.in.fr}`, ` près ${area.near.fr}`][where]
  const title = `${adjective.en} ${size}${type.en} ${placeEn}`
  // French names an apartment by its size alone ('4½ lumineux'), and puts the adjective after.
  const frName = isApartment ? size.trim() : type.type === 'condo' ? `Condo ${size.trim()}` : type.fr
  const titleFr = `${frName} ${frAdjective}${placeFr}`
  const rooms = isRoom
    ? {
        en: 'A furnished private room in a shared home, with a desk, good bedding and a shared kitchen.',
        fr: 'Une chambre privée meublée dans un logement partagé, avec bureau, literie de qualité et cuisine commune.',
      }
    : type.type === 'studio'
      ? {
          en: 'A furnished studio with a full kitchenette, a real bed and a desk by the window.',
          fr: 'Un studio meublé avec cuisinette complète, un vrai lit et un bureau près de la fenêtre.',
        }
      : {
          en: `A furnished home with ${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}, an equipped kitchen and a living room to unwind in.`,
          fr: `Un logement meublé de ${bedrooms} chambre${bedrooms > 1 ? 's' : ''}, une cuisine équipée et un salon pour décompresser.`,
        }
  const closing = random.pick([
    {
      en: 'Heating, hot water and Wi-Fi are included; linens and kitchenware are ready when you arrive.',
      fr: 'Chauffage, eau chaude et Wi-Fi compris ; la literie et la vaisselle vous attendent à l’arrivée.',
    },
    {
      en: 'Groceries, cafés and a metro or bus line are a few minutes’ walk away.',
      fr: 'Épicerie, cafés et métro ou autobus sont à quelques minutes à pied.',
    },
    {
      en: 'Ideal for a semester, an internship or the first months after a move to Montreal.',
      fr: 'Idéal pour une session, un stage ou les premiers mois après un déménagement à Montréal.',
    },
  ])
  return {
    title,
    titleFr: titleFr.replace(/^./, (c) => c.toUpperCase()),
    description: `${rooms.en} ${capitalize(area.in.en)}, close to ${area.near.en}. ${closing.en}`,
    descriptionFr: `${rooms.fr} ${capitalize(area.in.fr)}, tout près ${area.near.fr}. ${closing.fr}`,
  }
}

const capitalize = (text: string) => text.replace(/^./, (c) => c.toUpperCase())
