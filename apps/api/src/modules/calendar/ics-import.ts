import { addDays, todayInMontreal } from '@demeure/shared'
import ICAL from 'ical.js'
import { FeedError } from './feed-error.ts'

/** Busy nights of one imported event: `start` to `last`, both included (the reserved-dates shape). */
export type TBusyPeriod = { uid: string; start: string; last: string }

/** Recurring events are expanded this far ahead (stays are booked at most a year or two out). */
const HORIZON_YEARS = 5
const MAX_OCCURRENCES_PER_EVENT = 500
const MAX_EVENTS = 3000

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * The calendar day a time falls on, as a host in Montreal reads it: all-day values and floating
 * times as written, zoned and UTC times converted to Montreal.
 */
function dayOf(time: ICAL.Time): string {
  if (time.isDate || !time.zone || time.zone.tzid === 'floating') {
    return `${time.year}-${pad(time.month)}-${pad(time.day)}`
  }
  return todayInMontreal(time.toJSDate())
}

/** Nights from the start's day to the night before the end's day (DTEND is exclusive); at least one. */
function nightsOf(uid: string, start: ICAL.Time, end: ICAL.Time | null): TBusyPeriod {
  const first = dayOf(start)
  const endDay = end ? dayOf(end) : first
  const last = addDays(endDay, -1)
  return { uid, start: first, last: last < first ? first : last }
}

function isBusy(event: ICAL.Component): boolean {
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase()
  const transparency = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase()
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT'
}

/**
 * Reads an iCalendar document into busy periods from today on. Unfolds lines, honours the feed's own
 * VTIMEZONEs, expands RRULEs (with EXDATEs and modified occurrences) up to a horizon, and skips
 * cancelled or free ("transparent") events. Anything unreadable is a FeedError for the whole feed,
 * so a half-read calendar never replaces a good import.
 */
export function parseBusyPeriods(text: string, now: Date): TBusyPeriod[] {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new FeedError('calendar.error.notCalendar')
  const today = todayInMontreal(now)
  const horizon = `${Number(today.slice(0, 4)) + HORIZON_YEARS}${today.slice(4)}`
  try {
    const root = new ICAL.Component(ICAL.parse(text.replace(/^\uFEFF/, '')))
    const calendar = root.name === 'vcalendar' ? root : root.getFirstSubcomponent('vcalendar')
    if (!calendar) throw new FeedError('calendar.error.notCalendar')
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
    const components = calendar.getAllSubcomponents('vevent')
    const masters = new Map<string, ICAL.Event>()
    const singles: ICAL.Event[] = []
    for (const component of components) {
      if (!component.getFirstPropertyValue('dtstart')) throw new FeedError('calendar.error.unreadable')
      const event = new ICAL.Event(component)
      if (event.isRecurrenceException()) continue
      if (event.isRecurring() && event.uid) masters.set(event.uid, event)
      else singles.push(event)
    }
    for (const component of components) {
      const event = new ICAL.Event(component)
      if (event.isRecurrenceException()) masters.get(event.uid)?.relateException(event)
    }
    const periods: TBusyPeriod[] = []
    const seen = new Map<string, number>()
    const add = (period: TBusyPeriod) => {
      if (period.last < today) return
      // Some feeds repeat a UID: the stored UID stays unique so removals upstream are followed exactly.
      const count = seen.get(period.uid) ?? 0
      seen.set(period.uid, count + 1)
      periods.push(count === 0 ? period : { ...period, uid: `${period.uid}~${count}` })
      if (periods.length > MAX_EVENTS) throw new FeedError('calendar.error.tooManyEvents')
    }
    for (const [index, event] of singles.entries()) {
      if (!isBusy(event.component)) continue
      add(nightsOf(event.uid || `event-${index}`, event.startDate, event.endDate))
    }
    for (const event of masters.values()) {
      if (!isBusy(event.component)) continue
      const iterator = event.iterator()
      for (let count = 0; count < MAX_OCCURRENCES_PER_EVENT; count++) {
        const next = iterator.next()
        if (!next || dayOf(next) > horizon) break
        const details = event.getOccurrenceDetails(next)
        if (!isBusy(details.item.component)) continue
        const period = nightsOf(event.uid, details.startDate, details.endDate)
        add({ ...period, uid: `${event.uid}#${period.start}` })
      }
    }
    return periods
  } catch (error) {
    if (error instanceof FeedError) throw error
    throw new FeedError('calendar.error.unreadable')
  } finally {
    // The zone registry is process-wide: one feed's VTIMEZONEs must not redefine another's.
    ICAL.TimezoneService.reset()
  }
}
