import type { TContactSpan } from './kinds.ts'
import { isNumberWord, spelledNumberAt } from './number-words.ts'
import { fold, lowerCase, matchesOf, type TToken, tokenize } from './text-tools.ts'

/**
 * Numbers that look like digits of a phone but are not one: dates, times and prices. Their
 * digits never count towards a phone number ("2026-09-01 – 2027-06-30" is not one).
 */
const NOT_A_PHONE = [
  /(?<![\d./-])\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?![\d])/g,
  /(?<![\d./-])\d{1,2}[-/.]\d{1,2}[-/.]\d{4}(?![\d])/g,
  /(?<!\d)\d{1,2} ?(?::|h) ?\d{2}(?!\d)/g,
  /\$ ?(?:\d{1,3}(?:[,. \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{1,2})?/g,
  /(?:\d{1,3}(?:[,. \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{1,2})? ?(?:\$|€|dollars?(?![\p{L}])|euros?(?![\p{L}])|cad(?![\p{L}]))/gu,
]

/** Characters people put between the digits of a phone number. */
const SEPARATORS = new Set(['-', '.', '(', ')', '/', '+', ',', '_', '*', '·', '–', '—', '|', '~', '='])
/** How many words a spelt number may take ("quatre vingt dix neuf" is four). */
const SPELT_WINDOW = 6

type TDigits = { digits: string; start: number; end: number; isSpelt: boolean; after: string }

/** The numbers of the text in order, with `null` where something that cannot be in a phone stands. */
function numberRuns(text: string): (TDigits | null)[] {
  const blocked = NOT_A_PHONE.flatMap((pattern) => matchesOf(text, pattern))
  const isBlocked = (token: TToken) =>
    blocked.some((range) => token.start < range.end && range.start < token.end)
  const tokens = tokenize(text)
  const items: (TDigits | null)[] = []
  let index = 0
  while (index < tokens.length) {
    const token = tokens[index] as TToken
    const previous = items.at(-1)
    if (isBlocked(token)) items.push(null)
    else if (/^[0-9]+$/.test(token.text))
      items.push({ digits: token.text, start: token.start, end: token.end, isSpelt: false, after: '' })
    else if (SEPARATORS.has(token.text)) {
      if (previous) previous.after += token.text
    } else {
      const spelt = spellingAt(tokens, index, Boolean(previous))
      if (spelt) {
        items.push(spelt.item)
        index = spelt.next
        continue
      }
      items.push(null)
    }
    index += 1
  }
  return items
}

/** A number spelt in words from token `index` ("five", "cinq-cent-quatorze"), hyphens allowed between. */
function spellingAt(tokens: TToken[], index: number, afterDigits: boolean) {
  const first = fold(tokens[index]?.text ?? '')
  if (!isNumberWord(first) && !(afterDigits && first === 'o')) return undefined
  const words: string[] = []
  const at: number[] = []
  for (let cursor = index; cursor < tokens.length && words.length < SPELT_WINDOW; cursor += 1) {
    const text = tokens[cursor]?.text ?? ''
    if (text === '-') continue
    if (!/^\p{L}+$/u.test(text)) break
    words.push(fold(text))
    at.push(cursor)
  }
  const spelt = spelledNumberAt(words, 0, afterDigits)
  if (!spelt) return undefined
  const last = tokens[at[spelt.used - 1] ?? index] as TToken
  return {
    item: {
      digits: spelt.digits,
      start: tokens[index]?.start ?? 0,
      end: last.end,
      isSpelt: true,
      after: '',
    },
    next: (at[spelt.used - 1] ?? index) + 1,
  }
}

/** How many digits make a phone number from `first` (the first digits) with or without a "+". */
function isPhoneLength(digits: string, hasPlus: boolean) {
  if (digits.length === 10) return true
  if (digits.length === 11 && digits.startsWith('1')) return true
  return hasPlus && digits.length >= 11 && digits.length <= 13
}

/**
 * Phone numbers however they are written: "514-555-1234", "(514) 555 1234", "+33 6 12 34 56 78",
 * "5 1 4 5 5 5 1 2 3 4", "five one four…", "cinq cent quatorze…", mixed. A run of numbers with only
 * separators between them is a phone when some stretch of it has a phone's count of digits;
 * "555-1234" (a local number) counts too.
 */
export function findPhones(text: string): TContactSpan[] {
  const spans: TContactSpan[] = []
  const items = numberRuns(lowerCase(text))
  let from = 0
  while (from < items.length) {
    const first = items[from]
    if (!first) {
      from += 1
      continue
    }
    const hasPlus = text.slice(Math.max(0, first.start - 2), first.start).includes('+')
    let digits = ''
    let best = -1
    for (let to = from; to < items.length && digits.length <= 13; to += 1) {
      const item = items[to]
      if (!item) break
      digits += item.digits
      if (isPhoneLength(digits, hasPlus)) best = to
    }
    const second = items[from + 1]
    if (best < 0 && second && isLocalNumber(first, second)) best = from + 1
    if (best < 0 || isCounting(items.slice(from, best + 1) as TDigits[])) {
      from += 1
      continue
    }
    const last = items[best] as TDigits
    const opening = /[+(]\s*$/.exec(text.slice(Math.max(0, first.start - 3), first.start))
    const closing = text[last.end] === ')' ? 1 : 0
    spans.push({
      kind: 'phone',
      start: first.start - (opening ? opening[0].length : 0),
      end: last.end + closing,
    })
    from = best + 1
  }
  return spans
}

/** "555-1234" or "555.1234": three digits, a dash or dot, four digits. */
const isLocalNumber = (first: TDigits, second: TDigits) =>
  !first.isSpelt &&
  !second.isSpelt &&
  first.digits.length === 3 &&
  second.digits.length === 4 &&
  (first.after === '-' || first.after === '.')

/** "1, 2, 3, 4, 5, 6, 7, 8, 9, 10" counts; it is not a number to call. */
const isCounting = (items: TDigits[]) =>
  items.length > 3 &&
  items.every((item, index) => index === 0 || Number(item.digits) === Number(items[index - 1]?.digits) + 1)
