import { addDays, addMonths, todayInMontreal } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { calendarWith, repeatingFeed, torontoZone } from '../../test/fake-calendar-server.ts'
import { FeedError } from './feed-error.ts'
import { EXPANSION_WINDOW, parseBusyPeriods } from './ics-import.ts'
import { ITERATION_BUDGET } from './recurrence.ts'

/** A Tuesday afternoon in Montreal. */
const now = new Date('2026-11-24T17:00:00Z')
const today = todayInMontreal(now)
const horizon = addMonths(today, EXPANSION_WINDOW.horizonMonths)

const compact = (iso: string) => iso.replaceAll('-', '')
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay()
/** Every `step`-th day from `first` to `last`, both included. */
const everyNth = (first: string, last: string, step: number) => {
  const days: string[] = []
  for (let day = first; day <= last; day = addDays(day, step)) days.push(day)
  return days
}

const parse = (text: string, iterations = ITERATION_BUDGET) => parseBusyPeriods(text, now, { iterations })
const failure = (text: string, iterations = ITERATION_BUDGET) => {
  try {
    parse(text, iterations)
  } catch (error) {
    return error instanceof FeedError ? error.key : String(error)
  }
  return 'parsed'
}
const allDay = (uid: string, start: string, nights: number, rule: string, more: string[] = []) => [
  `UID:${uid}`,
  `DTSTART;VALUE=DATE:${compact(start)}`,
  `DTEND;VALUE=DATE:${compact(addDays(start, nights))}`,
  `RRULE:${rule}`,
  ...more,
]

describe('expanding repeating events over the window that matters', () => {
  it('covers a month back and 23 months ahead: a stay booked a year out lasts up to 11 months', () => {
    expect(EXPANSION_WINDOW).toEqual({ historyDays: 30, horizonMonths: 23 })
  })

  it('turns a daily rule begun in 1900 into exactly the days from today to the horizon', () => {
    const periods = parse(calendarWith([allDay('daily', '1900-01-01', 1, 'FREQ=DAILY')]))
    expect(periods.map((period) => period.start)).toEqual(everyNth(today, horizon, 1))
    expect(periods.every((period) => period.last === period.start)).toBe(true)
  })

  it('keeps an occurrence under way today, also one that began more than a month ago', () => {
    // Monthly, 40 nights each: the one of October 20 runs until November 28.
    const monthly = parse(calendarWith([allDay('monthly', '2000-01-20', 40, 'FREQ=MONTHLY')]))
    expect(monthly[0]).toEqual({ uid: 'monthly#2026-10-20', start: '2026-10-20', last: '2026-11-28' })
    // Weekly from a Monday in 1990, 10 nights each: last Monday's is under way, the one before is over.
    const weekly = parse(calendarWith([allDay('weekly', '1990-01-01', 10, 'FREQ=WEEKLY')]))
    expect(weekly.slice(0, 2)).toEqual([
      { uid: 'weekly#2026-11-16', start: '2026-11-16', last: '2026-11-25' },
      { uid: 'weekly#2026-11-23', start: '2026-11-23', last: '2026-12-02' },
    ])
  })

  it('gives a weekly rule begun three years ago its upcoming dates, EXDATEs honoured', () => {
    const monday = addDays(today, -3 * 364 - ((weekday(today) + 6) % 7))
    expect(weekday(monday)).toBe(1)
    // Every other week, Mondays and Thursdays; upcoming dates worked out here, week by week.
    const expected = everyNth(monday, horizon, 14)
      .flatMap((day) => [day, addDays(day, 3)])
      .filter((day) => day >= today && day <= horizon)
    const skipped = [expected[2] as string, addDays(monday, 14)]
    const rule = 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH'
    const exdates = skipped.map((day) => `EXDATE;VALUE=DATE:${compact(day)}`)
    const periods = parse(calendarWith([allDay('cleaning', monday, 1, rule, exdates)]))
    expect(periods.map((period) => period.start)).toEqual(expected.filter((day) => !skipped.includes(day)))
    expect(periods).toHaveLength(expected.length - 1)
  })

  it('starts a simple rule near the window with the very dates a walk from its DTSTART gives', () => {
    const until = addDays(today, 40)
    const events = [
      // Zoned, late evening, across daylight-saving changes; an hour long.
      [
        'UID:zoned',
        'DTSTART;TZID=America/Toronto:20210310T230000',
        'DTEND;TZID=America/Toronto:20210311T000000',
        'RRULE:FREQ=DAILY;INTERVAL=3',
      ],
      // 03:00 UTC is the evening before in Montreal.
      ['UID:utc', 'DTSTART:20190102T030000Z', 'RRULE:FREQ=WEEKLY'],
      ['UID:floating', 'DTSTART:20200101T120000', `RRULE:FREQ=DAILY;INTERVAL=7;UNTIL=${compact(until)}`],
      allDay('all-day', '2015-01-05', 2, 'FREQ=WEEKLY;INTERVAL=3;WKST=SU;BYDAY=MO,FR', [
        `EXDATE;VALUE=DATE:${compact(addDays(today, 6))}`,
      ]),
    ]
    const fast = parse(calendarWith(events, torontoZone))
    // A BYMONTH of every month changes no date but makes ical.js walk from DTSTART.
    const walked = events.map((lines) =>
      lines.map((line) => (line.startsWith('RRULE:') ? `${line};BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12` : line)),
    )
    expect(parse(calendarWith(walked, torontoZone))).toEqual(fast)
    expect(new Set(fast.map((period) => period.uid.split('#')[0]))).toEqual(
      new Set(['zoned', 'utc', 'floating', 'all-day']),
    )
    // The walk really is one: the same rules from DTSTART cost more than a short budget.
    expect(failure(calendarWith(walked, torontoZone), 1000)).toBe('calendar.error.tooComplex')
    expect(failure(calendarWith(events, torontoZone), 1000)).toBe('parsed')
  })
})

describe('the budget of one feed', () => {
  it('counts every step of a rule, those before the window too', () => {
    // Monthly from 1900: about 1,520 steps before today; in the window, the 1st of each month
    // from December 2026 to October 2028 (the horizon is October 24): 23.
    const monthly = calendarWith([allDay('monthly', '1900-01-01', 1, 'FREQ=MONTHLY')])
    expect(parse(monthly, 2000)).toHaveLength(23)
    expect(failure(monthly, 1000)).toBe('calendar.error.tooComplex')
    // 40 of them import 920 periods (under the cap of 3,000) but walk 61,000 steps.
    expect(failure(repeatingFeed(40, 'FREQ=MONTHLY'))).toBe('calendar.error.tooComplex')
    expect(parse(repeatingFeed(30, 'FREQ=MONTHLY'))).toHaveLength(30 * 23)
  })

  it('stops the security review’s 23,000 daily events at the cap on imported dates', () => {
    const feed = repeatingFeed(23_000)
    expect(Buffer.byteLength(feed)).toBeGreaterThan(1_800_000)
    expect(failure(feed)).toBe('calendar.error.tooManyEvents')
  })
})
