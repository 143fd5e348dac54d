/** Digits spelt out in English and French (folded: no accents). "oh" only counts inside a number. */
const UNITS_BY_WORD: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
}
const TEENS_BY_WORD: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
}
const TENS_BY_WORD: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  septante: 70,
  huitante: 80,
  octante: 80,
  nonante: 90,
}
const HUNDRED = new Set(['hundred', 'cent', 'cents'])
const REPEAT_BY_WORD: Record<string, number> = { double: 2, triple: 3 }
// Read through maps, not `word in …`: an object answers for "constructor" or "toString" too.
const UNITS = new Map(Object.entries(UNITS_BY_WORD))
const TEENS = new Map(Object.entries(TEENS_BY_WORD))
const TENS = new Map(Object.entries(TENS_BY_WORD))
const REPEAT = new Map(Object.entries(REPEAT_BY_WORD))
/** Words that may stand between the parts of one number: "twenty-one", "vingt et un". */
const JOINERS = new Set(['and', 'et'])

/** A number read from words: the digits it stands for and how many words it used. */
export type TSpelled = { digits: string; used: number }

/** 0–19 and "dix-sept" style teens. */
function smallAt(words: string[], at: number): { value: number; used: number } | undefined {
  const word = words[at] ?? ''
  if (word === 'dix' && ['sept', 'huit', 'neuf'].includes(words[at + 1] ?? ''))
    return { value: 10 + (UNITS.get(words[at + 1] ?? '') ?? 0), used: 2 }
  const value = TEENS.get(word) ?? UNITS.get(word)
  return value === undefined ? undefined : { value, used: 1 }
}

/** 20–99, with the French ways of saying 70–99 ("soixante-quatorze", "quatre-vingt-dix-neuf"). */
function tensAt(words: string[], at: number): { value: number; used: number } | undefined {
  let tens: number | undefined
  let used = 1
  const word = words[at] ?? ''
  if (word === 'quatre' && ['vingt', 'vingts'].includes(words[at + 1] ?? '')) {
    tens = 80
    used = 2
  } else tens = TENS.get(word)
  if (tens === undefined) return undefined
  const joined = JOINERS.has(words[at + used] ?? '') ? 1 : 0
  const rest = smallAt(words, at + used + joined)
  // Soixante and quatre-vingt take a teen (70–79, 90–99); the others a unit.
  if (rest && rest.value > 0 && (rest.value < 10 || tens === 60 || tens === 80))
    return { value: tens + rest.value, used: used + joined + rest.used }
  return { value: tens, used }
}

function belowHundredAt(words: string[], at: number) {
  const tens = tensAt(words, at)
  if (tens) return { digits: String(tens.value), used: tens.used }
  const small = smallAt(words, at)
  return small && { digits: String(small.value), used: small.used }
}

/**
 * The number spelt by the words from `at` ("five" → 5, "fourteen" → 14, "cinq cent quatorze"
 * → 514, "double five" → 55), or undefined. `words` are folded; hyphens are already gone.
 */
export function spelledNumberAt(words: string[], at: number, afterDigits: boolean): TSpelled | undefined {
  const word = words[at] ?? ''
  if ((word === 'oh' || word === 'o') && afterDigits) return { digits: '0', used: 1 }
  const times = REPEAT.get(word)
  if (times !== undefined) {
    const next = smallAt(words, at + 1)
    if (next && next.value < 10) return { digits: String(next.value).repeat(times), used: 1 + next.used }
    return undefined
  }
  if (word === 'cent') return hundreds(words, at, 1, 0)
  const first = belowHundredAt(words, at)
  if (!first) return undefined
  if (first.digits.length === 1 && HUNDRED.has(words[at + first.used] ?? ''))
    return hundreds(words, at, Number(first.digits), first.used)
  return first
}

function hundreds(words: string[], at: number, count: number, before: number): TSpelled {
  const afterHundred = at + before + 1
  const joined = JOINERS.has(words[afterHundred] ?? '') ? 1 : 0
  const rest = belowHundredAt(words, afterHundred + joined)
  const value = count * 100 + Number(rest?.digits ?? 0)
  return { digits: String(value), used: before + 1 + (rest ? joined + rest.used : 0) }
}

/** True when the folded word can start or continue a spelt number. */
export const isNumberWord = (word: string) =>
  UNITS.has(word) ||
  TEENS.has(word) ||
  TENS.has(word) ||
  HUNDRED.has(word) ||
  REPEAT.has(word) ||
  word === 'oh'
