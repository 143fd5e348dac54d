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

/** Remembered check-out days; free ranges span a couple of years, so this stays small. */
const MAX_REMEMBERED_CHECK_OUTS = 20_000
const shortestCheckOuts = new Map<number, number>()

/**
 * The day number of minimumCheckOut for a check-in day. Date strings cost microseconds each and
 * this is asked for every free range of every listing when the move-in sets are built, so each
 * (day, CITQ or not) is worked out once.
 */
function shortestCheckOutDay(day: number, hasCitq: boolean): number {
  const key = hasCitq ? -day - 1 : day
  let known = shortestCheckOuts.get(key)
  if (known === undefined) {
    if (shortestCheckOuts.size >= MAX_REMEMBERED_CHECK_OUTS) shortestCheckOuts.clear()
    known = dayNumber(minimumCheckOut(isoDateOf(day), hasCitq))
    shortestCheckOuts.set(key, known)
  }
  return known
}

/**
 * The end (exclusive) of the days a stay can start on in a free range ending at `end` (its first
 * taken night): the last start is the latest day whose shortest stay, by the shared rule
 * (minimumCheckOut: a month with a CITQ number, else 32 nights), still checks out by `end`.
 */
export function checkInEnd(end: number, hasCitq: boolean): number {
  // 33 days before the end always fits (32 nights are more than any month); a few later days may.
  let last = end - 33
  while (shortestCheckOutDay(last + 1, hasCitq) <= end) last += 1
  return last + 1
}

/** Calls `visit` with the days [from, end) a stay can start on in the free range [from, to). */
export function visitCheckIns(
  from: number,
  to: number,
  hasCitq: boolean,
  visit: (from: number, to: number) => void,
) {
  const end = checkInEnd(to, hasCitq)
  if (from < end) visit(from, end)
}

/** A listing's move-in days as sorted, disjoint [from, to) day-number pairs: what the move-in filter tests. */
export function checkInRangesOf(freeDays: ArrayLike<number>, hasCitq: boolean): number[] {
  const ranges: number[] = []
  for (let index = 0; index < freeDays.length; index += 2)
    visitCheckIns(freeDays[index] as number, freeDays[index + 1] as number, hasCitq, (from, to) =>
      ranges.push(from, to),
    )
  return ranges
}
