const DAY_MS = 86_400_000

/** Days since 1970-01-01 of an ISO date: free dates are compared as small integers. */
export function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS)
}

const RANGE = /[[(](\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})[)\]]/g

/**
 * A `datemultirange` as PostgreSQL prints it (`{[2030-01-01,2030-03-01),…}`, always half-open and
 * sorted) to flat [start, end) day pairs.
 */
export function parseFreeDays(text: string): Int32Array {
  const days: number[] = []
  for (const match of text.matchAll(RANGE)) {
    days.push(dayNumber(match[1] as string), dayNumber(match[2] as string))
  }
  return Int32Array.from(days)
}

/** Whether the night starting on `day` is free (what `free_dates @> day` answers). */
export function isFreeOn(ranges: Int32Array, day: number): boolean {
  for (let index = 0; index < ranges.length; index += 2) {
    if (day < (ranges[index] as number)) return false
    if (day < (ranges[index + 1] as number)) return true
  }
  return false
}
