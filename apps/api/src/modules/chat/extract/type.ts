import { anyOf, take } from './take.ts'

/**
 * How people name each home type (LISTING_TYPES of catalogue.ts), in English and French, folded.
 * 'other' has no words: nobody asks for one.
 */
const TYPE_WORDS: Record<string, string[]> = {
  serviced_apartment: [
    'serviced apartment',
    'serviced apt',
    'appartement avec services',
    'appartement hotel',
    'appart hotel',
    'aparthotel',
    'apart hotel',
    'residence hoteliere',
  ],
  guest_house: ['guest house', 'guesthouse', 'maison d invites', 'maison d hotes', 'maison d hote', 'gite'],
  cabin_cottage: ['cabin', 'cottage', 'chalet', 'cabane'],
  townhouse: ['townhouse', 'town house', 'maison de ville', 'maison en rangee'],
  condo: ['condo', 'condominium', 'copropriete'],
  studio: ['studio', 'bachelor', 'garconniere'],
  suite: ['suite'],
  house: ['house', 'maison', 'bungalow', 'cottage house'],
  apartment: ['apartment', 'apt', 'appartement', 'appart', 'appt', 'flat', 'loft'],
}
const ROOM_WORDS = [
  'private room',
  'chambre privee',
  'single room',
  'room',
  'chambre',
  'bedroom',
  'colocation',
  'coloc',
]
export const TYPE_VOCABULARY = [...Object.values(TYPE_WORDS).flat(), ...ROOM_WORDS, 'bedrooms', 'chambres']

const plural = (words: string) => `\\b(?:${words})(?:s|x)?\\b`
const TYPE_PATTERN = new RegExp(plural(anyOf(Object.values(TYPE_WORDS).flat())), 'g')
const ROOM_PATTERN = new RegExp(plural(anyOf(ROOM_WORDS)), 'g')
const typeOf = (word: string) =>
  Object.entries(TYPE_WORDS).find(([, words]) =>
    words.some((w) => word === w || word === `${w}s` || word === `${w}x`),
  )?.[0]

/**
 * Listing types named in the text. Bedroom counts and Montréal sizes are read before (rooms.ts):
 * what is left of 'room' or 'chambre' asks for a private room.
 */
export function extractTypes(text: string): { types: string[] | undefined; rest: string } {
  const found: string[] = []
  let rest = take(text, TYPE_PATTERN, (match) => {
    // 'tout de suite', 'par la suite', 'suite à' are phrases, not suites.
    if (match[0] === 'suite' && /(de|la)\s$/.test(text.slice(0, match.index))) return false
    const isSuiteNoun = /\b(une|un|cette|a|one|the|furnished|meublee?)\s$/.test(text.slice(0, match.index))
    if (match[0] === 'suite' && /^\sa\s/.test(text.slice(match.index + 5)) && !isSuiteNoun) return false
    const type = typeOf(match[0])
    if (type && !found.includes(type)) found.push(type)
    return type !== undefined
  })
  rest = take(rest, ROOM_PATTERN, () => {
    if (!found.includes('private_room')) found.push('private_room')
    return true
  })
  return { types: found.length > 0 ? found : undefined, rest }
}
