/**
 * A YYYY-MM-DD date's UTC midnight (pricing.ts steps dates in UTC, so no time zone can shift a day).
 * The date is read by its digits: Date's text parser took most of each step's cost, and a listing's
 * page, a quote or a rent schedule takes dozens of steps. Any text the digits do not cover goes
 * through the parser as before, so an impossible date is refused (or rolled over) exactly as it was.
 */
export function utcDateOf(iso: string): Date {
  if (iso.length === 10 && iso.charCodeAt(4) === DASH && iso.charCodeAt(7) === DASH) {
    const year = digitsAt(iso, 0, 4)
    const month = digitsAt(iso, 5, 2)
    const day = digitsAt(iso, 8, 2)
    // Date.UTC reads years 0–99 as 1900–1999, and the parser refuses day 0 or 32: those go to it.
    if (year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= 31)
      return new Date(Date.UTC(year, month - 1, day))
  }
  return new Date(`${iso}T00:00:00Z`)
}

/** A date's UTC day as YYYY-MM-DD, written from its parts (toISOString for years outside 1000–9999). */
export function isoDateText(date: Date): string {
  const year = date.getUTCFullYear()
  if (!(year >= 1000 && year <= 9999)) return date.toISOString().slice(0, 10)
  const month = date.getUTCMonth() + 1
  const day = date.getUTCDate()
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`
}

const DASH = 0x2d

/** The number written by `length` decimal digits from `at`, or -1 if any is not a digit. */
function digitsAt(text: string, at: number, length: number): number {
  let value = 0
  for (let index = at; index < at + length; index += 1) {
    const digit = text.charCodeAt(index) - 0x30
    if (digit < 0 || digit > 9) return -1
    value = value * 10 + digit
  }
  return value
}
