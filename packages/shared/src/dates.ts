import { BUSINESS_TIME_ZONE } from './constants/business.ts'

// Building a DateTimeFormat costs far more than formatting with it (a listing's page asks each time).
let montrealDates: Intl.DateTimeFormat | undefined

/** Today's date (YYYY-MM-DD) in Montreal, whatever the machine's zone. */
export function todayInMontreal(now: Date = new Date()): string {
  montrealDates ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  return montrealDates.format(now)
}

/** The spec's display format, YYYY/MM/DD, from an ISO date or timestamp. */
export function formatDisplayDate(iso: string): string {
  return iso.slice(0, 10).replaceAll('-', '/')
}
