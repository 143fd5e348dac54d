/** Small counts written as words, in both languages (after folding: 'deux', 'douze'). */
const COUNT_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  un: 1,
  une: 1,
  single: 1,
  two: 2,
  deux: 2,
  couple: 2,
  three: 3,
  trois: 3,
  four: 4,
  quatre: 4,
  five: 5,
  cinq: 5,
  six: 6,
  seven: 7,
  sept: 7,
  eight: 8,
  huit: 8,
  nine: 9,
  neuf: 9,
  ten: 10,
  dix: 10,
  eleven: 11,
  onze: 11,
  twelve: 12,
  douze: 12,
}

/** A regex alternative matching a count: digits or a count word. */
export const COUNT = `(\\d{1,2}|${Object.keys(COUNT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`

export const COUNT_VOCABULARY = Object.keys(COUNT_WORDS)

export function parseCount(text: string): number | undefined {
  const value = /^\d+$/.test(text) ? Number(text) : COUNT_WORDS[text]
  return value !== undefined && Number.isFinite(value) ? value : undefined
}

/**
 * A money amount as people type it: '1200', '1 200', '1,200', '1.200', '1200.50', '1,2k', '1.5k'.
 * The regex alternative and its parser agree on the shape.
 */
export const AMOUNT =
  '(\\d{1,3}(?:[ ,.]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)\\s?(k(?![a-z]))?(?![\\d])'

export function parseAmount(digits: string, thousands?: string): number | undefined {
  let text = digits.replace(/\s/g, '')
  // Thousands separators are groups of exactly three digits; anything else after , or . is cents.
  if (/^\d{1,3}([,.]\d{3})+([.,]\d{1,2})?$/.test(text) && !thousands) {
    const cents = /[.,](\d{1,2})$/.exec(text)
    text = text.replace(/[.,]\d{1,2}$/, '').replace(/[,.]/g, '') + (cents ? `.${cents[1]}` : '')
  } else {
    text = text.replace(',', '.')
  }
  const value = Number(text) * (thousands ? 1000 : 1)
  return Number.isFinite(value) ? Math.round(value) : undefined
}

const HUNDREDS: Record<string, number> = {
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
  twenty: 20,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
}

/**
 * Round sums written in words become digits, so the budget reads one shape: 'a thousand' → 1000,
 * 'deux mille' → 2000, 'twelve hundred' → 1200, 'quinze cents' → 1500.
 */
export function spellOutAmounts(text: string): string {
  return text
    .replace(
      /\b(?:(a|one|un|1|two|deux|2|three|trois|3)\s)?(?:thousand|mille)\b/g,
      (_all, count: string | undefined) => String((count ? (parseCount(count) ?? 1) : 1) * 1000),
    )
    .replace(
      /\b(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|douze|treize|quatorze|quinze|seize)\s(?:hundred|cents)\b/g,
      (_all, count: string) => String((HUNDREDS[count] ?? 0) * 100),
    )
}
