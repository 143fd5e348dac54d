const DAY_MS = 86_400_000

/** Days since 1970-01-01 of an ISO date: free dates are compared as small integers. */
export function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS)
}

/** The ISO date (YYYY-MM-DD) of a day number. */
export function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}
