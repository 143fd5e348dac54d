import { BUSINESS_TIME_ZONE } from './constants/business.ts'

// Building a DateTimeFormat costs far more than formatting with it (a listing's page asks each time).
let montrealDates: Intl.DateTimeFormat | undefined
/** The last minute asked and its date: Montréal's days begin on a whole minute of UTC. */
let lastMinute = Number.NaN
let lastDate = ''

/**
 * Today's date (YYYY-MM-DD) in Montreal, whatever the machine's zone. Formatting through Intl costs
 * microseconds and every request asks, so the answer is kept for the minute it was asked in: the
 * zone's offsets are whole hours, so a day never starts inside a minute.
 */
export function todayInMontreal(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000)
  if (minute === lastMinute) return lastDate
  montrealDates ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  lastDate = montrealDates.format(now)
  lastMinute = minute
  return lastDate
}

/** The spec's display format, YYYY/MM/DD, from an ISO date or timestamp. */
export function formatDisplayDate(iso: string): string {
  return iso.slice(0, 10).replaceAll('-', '/')
}
