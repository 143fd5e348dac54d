import { addDays, addMonths, daysBetween, MAX_STAY_MONTHS, todayInMontreal } from '@demeure/shared/zod-free'
import ICAL from 'ical.js'
import { FeedError } from './feed-error.ts'
import { createBudget, ITERATION_BUDGET, occurrences } from './recurrence.ts'

/** Busy nights of one imported event: `start` to `last`, both included (the reserved-dates shape). */
export type TBusyPeriod = { uid: string; start: string; last: string }

/**
 * Recurring events are expanded over the dates a stay can touch, no further. Back: a month, the
 * history the export keeps too, so an occurrence under way today is kept (a longer occurrence
 * reaches further back by its own length). Ahead: a stay may be booked up to a year ahead and last
 * up to 11 months (docs/product-rules.md), so nothing past 23 months can clash with one.
 */
const BOOKABLE_AHEAD_MONTHS = 12
export const EXPANSION_WINDOW = { historyDays: 30, horizonMonths: BOOKABLE_AHEAD_MONTHS + MAX_STAY_MONTHS }
/** Busy periods one feed may import (after the window): more is a feed error, not a silent cut. */
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
 * VTIMEZONEs, expands RRULEs (with EXDATEs and modified occurrences) over the window above, and
 * skips cancelled or free ("transparent") events. Anything unreadable, or costing more than the
 * budget, is a FeedError for the whole feed, so a half-read calendar never replaces a good import.
 * CPU-bound: the sync runs it in a worker thread (parse-off-thread.ts), never on the event loop.
 */
export function parseBusyPeriods(
  text: string,
  now: Date,
  limits: { iterations: number } = { iterations: ITERATION_BUDGET },
): TBusyPeriod[] {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new FeedError('calendar.error.notCalendar')
  const today = todayInMontreal(now)
  const horizon = addMonths(today, EXPANSION_WINDOW.horizonMonths)
  const budget = createBudget(limits.iterations)
  try {
    const root = new ICAL.Component(ICAL.parse(text.replace(/^\uFEFF/, '')))
    const calendar = root.name === 'vcalendar' ? root : root.getFirstSubcomponent('vcalendar')
    if (!calendar) throw new FeedError('calendar.error.notCalendar')
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
    const masters = new Map<string, ICAL.Event>()
    const singles: ICAL.Event[] = []
    const exceptions: ICAL.Event[] = []
    for (const component of calendar.getAllSubcomponents('vevent')) {
      budget.spend()
      if (!component.getFirstPropertyValue('dtstart')) throw new FeedError('calendar.error.unreadable')
      // `exceptions: []`: without it, each new Event scans every VEVENT of the feed for its modified
      // occurrences (quadratic: 23,000 events took minutes). They are related below, by UID.
      const event = new ICAL.Event(component, { exceptions: [] })
      if (event.isRecurrenceException()) exceptions.push(event)
      else if (event.isRecurring() && event.uid) masters.set(event.uid, event)
      else singles.push(event)
    }
    for (const exception of exceptions) masters.get(exception.uid)?.relateException(exception)
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
      const length = event.endDate ? daysBetween(dayOf(event.startDate), dayOf(event.endDate)) : 0
      const from = addDays(today, -Math.max(EXPANSION_WINDOW.historyDays, length + 1))
      for (const next of occurrences(event, { from, until: horizon }, dayOf, budget)) {
        if (dayOf(next) < from) continue
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
