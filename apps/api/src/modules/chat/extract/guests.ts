import { COUNT, parseCount } from './numbers.ts'
import { take } from './take.ts'

/**
 * Words for everyone who will live there ('2 people' counts the children too). 'A guest house' is
 * a home type (extract/type.ts), not one guest.
 */
const EVERYONE =
  '(?:people|persons?|ppl|pax|guests?(?!\\shouses?\\b)|tenants?|occupants?|personnes?|pers|locataires?|occupants?|invites?)'
/** Words for grown-ups only ('2 adults and 1 child' is three). */
const ADULTS = '(?:adults?|adultes?|roommates?|colocataires?|colocs?|students?|etudiants?|etudiantes?)'
const PARTNER =
  '(?:my|mon|ma|with|avec)\\s(?:(?:my|mon|ma|un|une|a)\\s)?(?:partner|wife|husband|girlfriend|boyfriend|spouse|fiancee?|conjointe?|copine|copain|femme|mari|chum|blonde|epouse|epoux|amie?|friend|roommate|coloc|colocataire|sister|brother|soeur|frere)'
const CHILDREN = `(?:(?:my|our|mes|nos|notre|a|an|un|une)\\s)?(?:${COUNT}\\s)?(?:kids?|children|child|baby|babies|sons?|daughters?|enfants?|bebes?|fils|filles?)`

export const GUEST_VOCABULARY = [
  'people',
  'persons',
  'guests',
  'adults',
  'personnes',
  'adultes',
  'colocataires',
  'partner',
  'girlfriend',
  'boyfriend',
  'conjoint',
  'conjointe',
  'copine',
  'copain',
  'couple',
  'family',
  'famille',
  'alone',
  'myself',
  'children',
  'enfants',
  'students',
  'etudiants',
]

/**
 * How many people will live there: 'for 2 people', 'pour deux personnes', 'we are 3', 'nous
 * sommes 3', 'a family of 4', 'with my girlfriend' (2), 'my wife, my 2 kids and me' (4),
 * '2 adultes et 1 enfant' (3), 'alone' (1).
 */
export function extractGuests(text: string): { guests: number | undefined; rest: string } {
  let total: number | undefined
  let adults: number | undefined
  let children = 0
  const first = (current: number | undefined, value: number | undefined) => current ?? value
  let rest = take(text, new RegExp(`\\b${COUNT}\\s${EVERYONE}\\b`), (m) => {
    total = first(total, parseCount(m[1] as string))
    return true
  })
  rest = take(
    rest,
    new RegExp(
      `\\b(?:we\\sare|we\\sre|there\\sare|there\\swill\\sbe|nous\\ssommes|on\\sest|on\\ssera|nous\\sserons|family\\sof|famille\\sde|group\\sof|groupe\\sde)\\s${COUNT}(?:\\s(?:${EVERYONE}|${ADULTS}))?\\b|\\b${COUNT}\\sof\\sus\\b`,
    ),
    (m) => {
      total = first(total, parseCount((m[1] ?? m[2]) as string))
      return true
    },
  )
  rest = take(rest, new RegExp(`\\b${COUNT}\\s${ADULTS}\\b`), (m) => {
    adults = first(adults, parseCount(m[1] as string))
    return true
  })
  rest = take(rest, new RegExp(`\\b${PARTNER}\\b`), () => {
    adults = first(adults, 2)
    return true
  })
  rest = take(rest, new RegExp(`\\b${CHILDREN}\\b`), (m) => {
    // 'my kids' without a number: at least two.
    const isPlural = /(?:s|ren)$/.test(m[0]) && !/\bfils$/.test(m[0])
    children += m[1] ? (parseCount(m[1]) ?? 1) : isPlural ? 2 : 1
    return true
  })
  rest = take(rest, /\b(?:a couple|as a couple|en couple|for two of us|a deux|pour deux)\b/, () => {
    adults = first(adults, 2)
    return true
  })
  rest = take(
    rest,
    /\b(?:alone|just me|by myself|only me|myself|seule?|moi seule?|une seule personne|solo)\b/,
    () => {
      adults = first(adults, 1)
      return true
    },
  )
  const guests = total ?? (adults !== undefined || children > 0 ? (adults ?? 1) + children : undefined)
  return { guests: guests !== undefined && guests >= 1 && guests <= 50 ? guests : undefined, rest }
}
