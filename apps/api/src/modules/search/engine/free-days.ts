import { minimumCheckOut } from '@demeure/shared/zod-free'

const DAY_MS = 86_400_000

/** Days since 1970-01-01 of an ISO date: free dates are compared as small integers. */
export function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS)
}

/** The ISO date (YYYY-MM-DD) of a day number. */
export function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The end (exclusive) of the days a stay can start on in a free range ending at `end` (its first
 * taken night): the last start is the latest day whose shortest stay, by the shared rule
 * (minimumCheckOut: a month with a CITQ number, else 32 nights), still checks out by `end`.
 */
export function checkInEnd(end: number, hasCitq: boolean): number {
  const endIso = isoDateOf(end)
  // 33 days before the end always fits (32 nights are more than any month); a few later days may.
  let last = end - 33
  while (minimumCheckOut(isoDateOf(last + 1), hasCitq) <= endIso) last += 1
  return last + 1
}
