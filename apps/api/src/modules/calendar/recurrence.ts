import { daysBetween } from '@demeure/shared/zod-free'
import ICAL from 'ical.js'
import { FeedError } from './feed-error.ts'

/**
 * What one feed may cost to read: every step of every recurrence (before the window or in it) and
 * every event is spent from one budget, so a feed's cost is bounded whatever its rules say.
 * 50,000 steps take about a second in ical.js; a real calendar needs a few thousand at most (an
 * Airbnb export has no rules at all; a weekly rule begun three years ago is ~160 steps).
 */
export const ITERATION_BUDGET = 50_000

export type TBudget = { spend(): void }

/** Spends one step per call; the step past the last is the feed's error, never a silent cut. */
export function createBudget(steps: number): TBudget {
  let left = steps
  return {
    spend() {
      left -= 1
      if (left < 0) throw new FeedError('calendar.error.tooComplex')
    },
  }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The calendar date a time is written with, in its own zone (not converted). */
const writtenDay = (time: ICAL.Time) => `${time.year}-${pad(time.month)}-${pad(time.day)}`

const STEP_DAYS: Partial<Record<string, number>> = { DAILY: 1, WEEKLY: 7 }
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']

/**
 * Days between two occurrences of a rule whose occurrences are exactly its start moved by whole
 * steps: one DAILY or WEEKLY RRULE with no COUNT (which counts from the first start) and no RDATE,
 * and for WEEKLY only plain weekdays that include the start's own. Null for anything else.
 */
function fixedStepDays(component: ICAL.Component, start: ICAL.Time): number | null {
  const rules = component.getAllProperties('rrule')
  if (rules.length !== 1 || component.hasProperty('rdate')) return null
  const rule = rules[0]?.getFirstValue() as ICAL.Recur
  const days = STEP_DAYS[rule.freq]
  if (!days || rule.count) return null
  const { BYDAY: byDay, ...otherParts } = rule.parts
  if (Object.values(otherParts).some((values) => values !== undefined)) return null
  if (byDay && (rule.freq !== 'WEEKLY' || !byDay.every((day) => WEEKDAYS.includes(day)))) return null
  if (byDay && !byDay.includes(WEEKDAYS[start.dayOfWeek() - 1] as string)) return null
  return days * (rule.interval || 1)
}

/**
 * Where to begin expanding a recurring event so that no occurrence from `from` on is missed. A
 * fixed-step rule that began long ago starts at its last occurrence a little before `from` (its
 * start moved by whole steps, in its own wall-clock time as ical.js iterates), so a daily rule
 * begun in 1900 costs what one begun last month costs. Any other rule starts at its own DTSTART.
 */
function expansionStart(event: ICAL.Event, from: string): ICAL.Time {
  const start = event.startDate
  const step = fixedStepDays(event.component, start)
  // Two days short of `from`: a zoned start's own calendar day may be a day off Montreal's.
  const steps = step ? Math.floor((daysBetween(writtenDay(start), from) - 2) / step) : 0
  if (steps <= 0) return start
  const moved = start.clone()
  moved.adjust(steps * (step as number), 0, 0, 0)
  return moved
}

/**
 * The start times of a recurring event's occurrences, in order, from about `from` until the first
 * one after `until` (both days in Montreal, compared by `dayOf`). EXDATEs are honoured by ical.js.
 */
export function* occurrences(
  event: ICAL.Event,
  window: { from: string; until: string },
  dayOf: (time: ICAL.Time) => string,
  budget: TBudget,
): Generator<ICAL.Time> {
  const iterator = new ICAL.RecurExpansion({
    component: event.component,
    dtstart: expansionStart(event, window.from),
  })
  for (;;) {
    budget.spend()
    const next = iterator.next()
    if (!next || dayOf(next) > window.until) return
    yield next
  }
}
