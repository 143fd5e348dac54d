import { BUSINESS_TIME_ZONE } from './constants/business.ts'

// Building a DateTimeFormat costs far more than formatting with it (a listing's page asks each time).
let montrealDates: Intl.DateTimeFormat | undefined
const HOUR_MS = 3_600_000
/**
 * Montréal's date of each UTC hour asked lately. The zone's offsets are whole hours, so its days
 * begin on a whole hour of UTC and an hour has one date. One remembered answer was not enough: a
 * listing's page asks for today and for the day it was approved, in turn, and each ask put the
 * other's answer out. The table is emptied when full, so it holds at most HOURS_KEPT answers.
 */
const datesByHour = new Map<number, string>()
const HOURS_KEPT = 512

/**
 * Montréal's date (YYYY-MM-DD) of an instant, now by default, whatever the machine's zone.
 * Formatting through Intl costs microseconds and every request asks, so answers are kept by hour.
 */
export function todayInMontreal(now: Date = new Date()): string {
  const hour = Math.floor(now.getTime() / HOUR_MS)
  const kept = datesByHour.get(hour)
  if (kept !== undefined) return kept
  montrealDates ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  const date = montrealDates.format(now)
  if (datesByHour.size >= HOURS_KEPT) datesByHour.clear()
  datesByHour.set(hour, date)
  return date
}

/** The spec's display format, YYYY/MM/DD, from an ISO date or timestamp. */
export function formatDisplayDate(iso: string): string {
  return iso.slice(0, 10).replaceAll('-', '/')
}
