import { take } from './take.ts'

/** 'At least 2 bedrooms' asks for 2 up to this many (docs/product-rules.md, "Room counts"). */
export const MOST_BEDROOMS_ASKED = 6

/**
 * Counts a bedroom number or a Montréal size is written with. Not 'a', 'un', 'une': 'a bedroom',
 * 'une chambre' ask for a room in a shared home, not for a 1-bedroom.
 */
const COUNT_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  deux: 2,
  three: 3,
  trois: 3,
  four: 4,
  quatre: 4,
  five: 5,
  cinq: 5,
  six: 6,
  seven: 7,
  sept: 7,
}
const COUNT = `(?:[0-7]|${Object.keys(COUNT_WORDS).join('|')})`
const countOf = (word: string) => (/^\d$/.test(word) ? Number(word) : (COUNT_WORDS[word] ?? 0))

/**
 * A Montréal size: '4½' (folded to '4 1/2'), '4 1/2', '4.5', '4,5', 'quatre et demi', 'trois et
 * demie', '4 and a half'. Not a price ('3.5k', '$4.5'), a length ('3.5 months') or a distance.
 */
const HALF = new RegExp(
  `(?<![$\\d.,])\\b(${COUNT})(?:\\s?1/2|\\s(?:et\\sdemie?|and\\sa\\shalf)|[.,]5)(?![\\d/])(?!\\s?(?:k\\b|\\$|%|mois|months?|km|kilo|ans?\\b|years?|weeks?|semaines?|jours?|days?|etoiles?|stars?|dollars?|cad|usd))`,
  'g',
)
const BEDROOM_WORDS = '(?:bedrooms?|bdrms?|bdr|br|chambres?\\sa\\scoucher|chambres?|cac)'
const LINK = '\\s?(?:or|ou|to|a|-|,|and|et)\\s?'
const AT_LEAST_BEFORE = '(?:at\\sleast|min(?:imum)?|au\\smoins|minimum\\sde|no\\sless\\sthan)\\s'
const AT_LEAST_AFTER = '(?:\\s?\\+|\\s(?:or|ou)\\s(?:more|plus)|\\splus)'
/** '2 bedrooms', '2-bedroom' (folded to '2 bedroom'), '2br', '2 or 3 bedrooms', 'at least 2 chambres'. */
const BEDROOMS = new RegExp(
  `\\b(${AT_LEAST_BEFORE})?(${COUNT}(?:${LINK}${COUNT})*)(\\s?\\+)?\\s?${BEDROOM_WORDS}\\b(${AT_LEAST_AFTER})?`,
  'g',
)
/** '2 or more bedrooms', '2+ chambres' where the 'more' comes before the noun. */
const MORE_BEFORE_NOUN = new RegExp(`\\s(?:or|ou)\\s(?:more|plus)(?=\\s${BEDROOM_WORDS})`, 'g')

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/**
 * Room counts: bedroom numbers and Montréal sizes. A size counts its rooms plus a half for the
 * bathroom: a 3½ has one bedroom, a 4½ two, a 5½ three; a 1½ or 2½ is a studio. Sizes and counts
 * are exact; several ('3½ or 4½', '2 or 3 bedrooms') are alternatives.
 */
export function extractRooms(text: string): {
  bedrooms: number[] | undefined
  isStudio: boolean
  isApartment: boolean
  rest: string
} {
  const counts = new Set<number>()
  let isStudio = false
  let isApartment = false
  let rest = take(text, HALF, (match) => {
    const rooms = countOf(match[1] as string)
    if (rooms <= 0) return false
    if (rooms <= 2) isStudio = true
    else {
      isApartment = true
      counts.add(rooms - 2)
    }
    return true
  })
  rest = rest.replace(MORE_BEFORE_NOUN, ' +')
  rest = take(rest, BEDROOMS, (match) => {
    const [, before, numbers, plus, after] = match
    const named = (numbers as string).split(new RegExp(LINK)).map(countOf)
    const atLeast = before !== undefined || plus !== undefined || after !== undefined
    for (const count of atLeast ? range(Math.min(...named), MOST_BEDROOMS_ASKED) : named) counts.add(count)
    return true
  })
  const bedrooms = [...counts].sort((a, b) => a - b)
  return { bedrooms: bedrooms.length > 0 ? bedrooms : undefined, isStudio, isApartment, rest }
}
