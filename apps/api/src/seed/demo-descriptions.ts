import type { TDemoArea } from './demo-places.ts'
import type { TAmenity, TDemoRooms } from './demo-rooms.ts'
import type { DEMO_TYPES } from './demo-titles.ts'
import type { TRandom } from './random.ts'

type TDemoType = (typeof DEMO_TYPES)[number]
type TPair = { en: string; fr: string }

/** French puts a no-break space before : ; ? ! and between a number and %. */
const NBSP = '\u00a0'
/** Listings' descriptions are at most 500 characters (docs/product-rules.md, "Listings"). */
const MAX_LENGTH = 500

/** How the amenities worth naming read in a sentence; the essentials every home has are not named. */
const AMENITY_WORDS: Partial<Record<TAmenity, TPair>> = {
  'Wi-Fi': { en: 'Wi-Fi', fr: 'le Wi-Fi' },
  'Desk & chair': { en: 'a desk and chair', fr: 'un bureau et une chaise' },
  'Smart TV': { en: 'a smart TV', fr: 'une télé intelligente' },
  Bathtub: { en: 'a bathtub', fr: 'une baignoire' },
  'Cooling (AC)': { en: 'air conditioning', fr: 'la climatisation' },
  'Cooling (Portable/Ceiling Fans)': { en: 'fans for the summer', fr: 'des ventilateurs pour l’été' },
  'Private Parking': { en: 'a parking spot', fr: 'une place de stationnement' },
  'Street Parking': { en: 'street parking', fr: 'le stationnement dans la rue' },
  'Shared Balcony': { en: 'a shared balcony', fr: 'un balcon partagé' },
  'Cleaning Service': { en: 'a cleaning service', fr: 'un service de ménage' },
  'Basic cookware': { en: 'pots, pans and dishes', fr: 'la vaisselle et les casseroles' },
  'Stove/Oven': { en: 'a stove with an oven', fr: 'une cuisinière avec four' },
  'Door Lock': { en: 'a lock on the bedroom door', fr: 'une serrure à la porte de la chambre' },
  'Curtains/Blinds': { en: 'blackout blinds', fr: 'des stores occultants' },
  'Cleaning supplies': { en: 'cleaning supplies', fr: 'les produits d’entretien' },
  Seating: { en: 'a comfortable sofa', fr: 'un canapé confortable' },
}

const NUMBERS_EN = ['no', 'one', 'two', 'three', 'four', 'five', 'six']
/** French numbers for feminine nouns (chambres, salles de bain, personnes). */
const NUMBERS_FR = ['aucune', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six']

const plural = (n: number, word: string, words = `${word}s`) => `${NUMBERS_EN[n]} ${n === 1 ? word : words}`
const pluriel = (n: number, word: string, words = `${word}s`) => `${NUMBERS_FR[n]} ${n === 1 ? word : words}`
const capitalize = (text: string) => text.replace(/^./, (c) => c.toUpperCase())
const lowerFirst = (text: string) => text.replace(/^./, (c) => c.toLowerCase())

/** "two bathrooms and a powder room": a half bathroom is a powder room (salle d'eau). */
function bathrooms(rooms: TDemoRooms): TPair {
  if (rooms.sharedBathrooms > 0) return { en: 'a shared bathroom', fr: 'une salle de bain partagée' }
  const full = Math.floor(rooms.privateBathrooms)
  const half = rooms.privateBathrooms > full
  return {
    en: `${full === 1 ? 'a bathroom' : plural(full, 'bathroom')}${half ? ' and a powder room' : ''}`,
    fr: `${full === 1 ? 'une salle de bain' : pluriel(full, 'salle de bain', 'salles de bain')}${half ? ' et une salle d’eau' : ''}`,
  }
}

/** "and Y", "Y et Z": a list read aloud. */
function list(items: string[], and: string): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`
}

type TFacts = {
  kind: TDemoType
  area: TDemoArea
  street: string
  rooms: TDemoRooms
  amenities: TAmenity[]
  /** The home's Québec size ("4½"), for apartments and condos. */
  size: string | null
}

/** First sentence: what the home is and where, in one of several turns. */
function opening(random: TRandom, facts: TFacts): TPair {
  const { kind, area, street, rooms, size } = facts
  const isRoom = kind.roomCategory === 'private_room'
  const meuble = kind.isFeminine ? 'meublée' : 'meublé'
  const un = kind.isFeminine ? 'Une' : 'Un'
  const nameEn = size ? `${size} ${kind.en}` : kind.en
  // Montreal names a flat by its size alone ('un 4½'); a condo keeps its word ('un condo 4½').
  const nameFr = size ? (kind.type === 'condo' ? `condo ${size}` : size) : kind.fr
  const inArea = { en: area.in.en, fr: area.in.fr }
  if (isRoom) {
    return random.pick([
      {
        en: `A furnished private bedroom on ${street}, ${inArea.en}, in a shared flat with ${bathrooms(rooms).en}.`,
        fr: `Une chambre privée meublée, ${lowerFirst(street)}, ${inArea.fr}, dans un logement partagé avec ${bathrooms(rooms).fr}.`,
      },
      {
        en: `Your own furnished room ${inArea.en}, on ${street}; the kitchen and bathroom are shared with flatmates.`,
        fr: `Votre chambre meublée ${inArea.fr}, ${lowerFirst(street)}${NBSP}; la cuisine et la salle de bain se partagent avec les colocataires.`,
      },
      {
        en: `A quiet furnished room in a shared home on ${street}, ${inArea.en}.`,
        fr: `Une chambre meublée et calme dans un logement partagé, ${lowerFirst(street)}, ${inArea.fr}.`,
      },
    ])
  }
  const bedroomsEn = rooms.bedrooms === 0 ? 'one open room' : plural(rooms.bedrooms, 'bedroom')
  const bedroomsFr =
    rooms.bedrooms === 0 ? 'une seule pièce ouverte' : pluriel(rooms.bedrooms, 'chambre', 'chambres')
  const a = /^[aeiou]/i.test(nameEn) ? 'An' : 'A'
  return random.pick([
    {
      en: `${a} furnished ${nameEn} on ${street}, ${inArea.en}, with ${bedroomsEn} and ${bathrooms(rooms).en}.`,
      fr: `${un} ${nameFr} ${meuble}, ${lowerFirst(street)}, ${inArea.fr}, avec ${bedroomsFr} et ${bathrooms(rooms).fr}.`,
    },
    {
      en: `This ${nameEn} ${inArea.en} comes fully furnished: ${bedroomsEn}, ${bathrooms(rooms).en} and a kitchen you can cook in.`,
      fr: `Ce${kind.isFeminine ? 'tte' : /^[aeiouhé]/i.test(nameFr) ? 't' : ''} ${nameFr} ${inArea.fr} est entièrement ${meuble}${NBSP}: ${bedroomsFr}, ${bathrooms(rooms).fr} et une vraie cuisine.`,
    },
    {
      en: `${capitalize(inArea.en)}, on ${street}: a furnished ${nameEn} with ${bedroomsEn}.`,
      fr: `${capitalize(inArea.fr)}, ${lowerFirst(street)}${NBSP}: ${lowerFirst(un)} ${nameFr} ${meuble} avec ${bedroomsFr}.`,
    },
    {
      en: `Move straight into this furnished ${nameEn} on ${street}, ${inArea.en}: ${bedroomsEn}, ${bathrooms(rooms).en}.`,
      fr: `Posez vos valises dans ce${kind.isFeminine ? 'tte' : /^[aeiouhé]/i.test(nameFr) ? 't' : ''} ${nameFr} ${meuble}, ${lowerFirst(street)}, ${inArea.fr}${NBSP}: ${bedroomsFr}, ${bathrooms(rooms).fr}.`,
    },
  ])
}

/** What the bed is; the count of beds and guests comes from the home's own facts. */
const BEDS: TPair[] = [
  { en: 'a queen bed', fr: 'un grand lit' },
  { en: 'a double bed', fr: 'un lit double' },
  { en: 'a new queen mattress', fr: 'un matelas queen neuf' },
  { en: 'a firm double bed', fr: 'un lit double ferme' },
]

/** Beds and guests: who the home sleeps, from its own counts. */
function sleeping(random: TRandom, rooms: TDemoRooms): TPair {
  const bed = random.pick(BEDS)
  const others = rooms.beds - 1
  const sofa = rooms.beds > Math.max(1, rooms.bedrooms)
  const bedsEn =
    others === 0
      ? bed.en
      : `${bed.en} and ${others === 1 ? (sofa ? 'a sofa bed' : 'another bed') : `${NUMBERS_EN[others]} other beds`}`
  const bedsFr =
    others === 0
      ? bed.fr
      : `${bed.fr} et ${others === 1 ? (sofa ? 'un canapé-lit' : 'un autre lit') : `${NUMBERS_FR[others]} autres lits`}`
  const guestsEn = rooms.maxGuests === 1 ? 'one person' : `up to ${NUMBERS_EN[rooms.maxGuests]} people`
  const guestsFr = rooms.maxGuests === 1 ? 'une personne' : `jusqu’à ${pluriel(rooms.maxGuests, 'personne')}`
  return random.pick([
    { en: `It has ${bedsEn} and suits ${guestsEn}.`, fr: `On y trouve ${bedsFr}, pour ${guestsFr}.` },
    { en: `Sleeps ${guestsEn}, in ${bedsEn}.`, fr: `Couchage pour ${guestsFr}${NBSP}: ${bedsFr}.` },
    {
      en: `With ${bedsEn}, it is made for ${guestsEn}.`,
      fr: `Avec ${bedsFr}, le logement accueille ${guestsFr}.`,
    },
    {
      en: `You sleep on ${bedsEn}; the lease is for ${guestsEn}.`,
      fr: `Vous dormez dans ${bedsFr}${NBSP}; le bail vaut pour ${guestsFr}.`,
    },
    {
      en: `Room for ${guestsEn}: ${bedsEn}, fresh linens included.`,
      fr: `De la place pour ${guestsFr}${NBSP}: ${bedsFr}, draps propres fournis.`,
    },
  ])
}

/** Two to four of the amenities the home really has, named in a sentence. */
function equipment(random: TRandom, amenities: TAmenity[]): TPair | null {
  const named = amenities.filter((amenity) => AMENITY_WORDS[amenity])
  if (named.length === 0) return null
  const chosen = random.sample(named, Math.min(named.length, random.int(2, 4)))
  const en = list(
    chosen.map((amenity) => (AMENITY_WORDS[amenity] as TPair).en),
    'and',
  )
  const fr = list(
    chosen.map((amenity) => (AMENITY_WORDS[amenity] as TPair).fr),
    'et',
  )
  return random.pick([
    { en: `Included: ${en}.`, fr: `Compris${NBSP}: ${fr}.` },
    { en: `You will find ${en}.`, fr: `Vous y trouverez ${fr}.` },
    { en: `The home comes with ${en}.`, fr: `Le logement offre ${fr}.` },
    { en: `On hand from day one: ${en}.`, fr: `Dès le premier jour${NBSP}: ${fr}.` },
    {
      en: `${capitalize(en)}: all there when you arrive.`,
      fr: `${capitalize(fr)}${NBSP}: tout est là à votre arrivée.`,
    },
  ])
}

/** The neighbourhood by its real landmarks: the station, a park, the nearest campus. */
function neighbourhood(random: TRandom, area: TDemoArea): TPair {
  const walk = random.int(3, 12)
  const park = random.int(2, 15)
  const { transit, campus } = area
  return random.pick([
    {
      en: `${capitalize(transit.en)} is ${walk} minutes on foot, and ${area.park.en} is close by.`,
      fr: `${capitalize(transit.fr)} est à ${walk}${NBSP}minutes à pied, et ${area.park.fr} tout près.`,
    },
    {
      en: `${capitalize(campus.en)} is about ${campus.minutes} minutes away; ${transit.en} is ${walk === 8 || walk === 11 ? 'an' : 'a'} ${walk}-minute walk.`,
      fr: `Comptez environ ${campus.minutes}${NBSP}minutes pour rejoindre ${campus.fr}${NBSP}; ${transit.fr} est à ${walk}${NBSP}minutes à pied.`,
    },
    {
      en: `${capitalize(area.park.en)} is ${park} minutes away for a run or a picnic, and ${transit.en} ${walk}.`,
      fr: `${capitalize(area.park.fr)} est à ${park}${NBSP}minutes pour courir ou pique-niquer, ${transit.fr} à ${walk}.`,
    },
    {
      en: `Students reach ${campus.en} in about ${campus.minutes} minutes, from ${transit.en} (${walk} min on foot).`,
      fr: `${capitalize(campus.fr)} est à environ ${campus.minutes}${NBSP}minutes, depuis ${transit.fr} (${walk}${NBSP}min à pied).`,
    },
    {
      en: `Walk ${walk} minutes to ${transit.en} or ${park} to ${area.park.en}.`,
      fr: `${capitalize(transit.fr)} est à ${walk}${NBSP}minutes à pied, ${area.park.fr} à ${park}.`,
    },
  ])
}

/** A last line on who the home suits; the one sentence descriptions may share. */
const CLOSINGS: TPair[] = [
  {
    en: 'Ideal for a semester, an internship or a first few months in Montreal.',
    fr: 'Idéal pour une session, un stage ou les premiers mois à Montréal.',
  },
  {
    en: 'Stays from one to eleven months.',
    fr: 'Séjours d’un à onze mois.',
  },
  {
    en: 'A good base for newcomers settling in.',
    fr: 'Un bon point de départ pour s’installer à Montréal.',
  },
  {
    en: 'Linens are washed and the home cleaned before you arrive.',
    fr: 'Draps lavés et ménage fait avant votre arrivée.',
  },
  {
    en: 'Ask me anything about the area before you book.',
    fr: 'Posez-moi vos questions sur le quartier avant de réserver.',
  },
  {
    en: 'Quiet building, friendly neighbours.',
    fr: 'Immeuble calme, voisins sympathiques.',
  },
  {
    en: 'Visits by video are possible before you commit.',
    fr: 'Une visite par vidéo est possible avant de vous engager.',
  },
  {
    en: 'Furnished down to the tea towels.',
    fr: 'Meublé jusqu’aux linges à vaisselle.',
  },
]

/**
 * A description written from the home's own facts (rooms, amenities, street, landmarks), in
 * English and French, within the 500 characters a listing allows: so it never says what the
 * listing does not have, and two homes seldom share a sentence.
 */
export function demoDescription(random: TRandom, facts: TFacts): TPair {
  const sentences = [
    opening(random, facts),
    facts.kind.roomCategory === 'private_room' || random.chance(0.6) ? sleeping(random, facts.rooms) : null,
    equipment(random, facts.amenities),
    neighbourhood(random, facts.area),
    random.pick(CLOSINGS),
  ].filter((sentence): sentence is TPair => sentence !== null)
  // Too long in either language: the beds, then the amenities, give way (the facts stay on the page).
  const join = (parts: TPair[], language: 'en' | 'fr') => parts.map((part) => part[language]).join(' ')
  let parts = sentences
  for (const optional of [1, 1]) {
    if (join(parts, 'en').length <= MAX_LENGTH && join(parts, 'fr').length <= MAX_LENGTH) break
    parts = parts.filter((_, index) => index !== optional)
  }
  return { en: join(parts, 'en'), fr: join(parts, 'fr') }
}
