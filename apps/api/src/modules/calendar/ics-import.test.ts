import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { airbnbLike, googleLike, malformed } from '../../test/fake-calendar-server.ts'
import { FeedError } from './feed-error.ts'
import { renderCalendar } from './ics-export.ts'
import { parseBusyPeriods } from './ics-import.ts'

const now = new Date('2026-11-24T12:00:00Z')

const errorKey = (text: string) => {
  try {
    parseBusyPeriods(text, now)
  } catch (error) {
    return error instanceof FeedError ? error.key : 'crashed'
  }
  return 'parsed'
}

describe('reading an external calendar', () => {
  it('turns Airbnb-style all-day events into reserved nights (DTEND is the check-out day)', () => {
    expect(parseBusyPeriods(airbnbLike, now)).toEqual([
      {
        uid: '1418fb94e984-4a1c0e5d2e1b3c7b6a1f0e5c8e6a4f8b@airbnb.com',
        start: '2030-03-05',
        last: '2030-03-09',
      },
      { uid: '7f2a01c2b6e1-airbnb-blocked@airbnb.com', start: '2030-04-01', last: '2030-04-01' },
    ])
  })

  it('reads Google-style feeds: time zones, UTC times, RRULE with EXDATE; skips free, cancelled and past events', () => {
    // In 2029, so the weekly rule of July 2030 is within the 23 months expanded.
    const periods = parseBusyPeriods(googleLike, new Date('2029-06-01T12:00:00Z'))
    expect(periods).toEqual([
      // 15:00 to 11:00 in Toronto: the nights of the 15th, 16th and 17th.
      { uid: 'stay-may@google.com', start: '2030-05-15', last: '2030-05-17' },
      // 03:00 UTC on June 1 is still May 31 in Montreal.
      { uid: 'utc-evening@google.com', start: '2030-05-31', last: '2030-05-31' },
      { uid: 'weekly-cleaning@google.com#2030-07-01', start: '2030-07-01', last: '2030-07-01' },
      { uid: 'weekly-cleaning@google.com#2030-07-15', start: '2030-07-15', last: '2030-07-15' },
    ])
    // From 2026, July 2030 is past the horizon: no occurrence of the rule, the single events still.
    expect(parseBusyPeriods(googleLike, now).map((period) => period.uid)).toEqual([
      'stay-may@google.com',
      'utc-evening@google.com',
    ])
  })

  it('makes a bad feed an error of that feed, never a crash', () => {
    expect(errorKey(malformed)).toBe('calendar.error.unreadable')
    expect(errorKey('<html><body>Sign in</body></html>')).toBe('calendar.error.notCalendar')
    expect(errorKey('')).toBe('calendar.error.notCalendar')
    expect(
      errorKey('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:no start\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n'),
    ).toBe('calendar.error.unreadable')
    expect(errorKey('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')).toBe('parsed')
  })

  it('keeps one stored UID per event even when a feed repeats a UID', () => {
    const twice = airbnbLike.replace(
      'UID:7f2a01c2b6e1-airbnb-blocked@airbnb.com',
      'UID:1418fb94e984-4a1c0e5d2e1b3c7b6a1f0e5c8e6a4f8b@airbnb.com',
    )
    const uids = parseBusyPeriods(twice, now).map((period) => period.uid)
    expect(new Set(uids).size).toBe(2)
  })
})

describe('writing the export', () => {
  it('is valid iCalendar for ical.js, with folded long lines, all-day events and exclusive DTEND', () => {
    const text = renderCalendar({
      name: `Demeure – ${'Très long titre, avec; des virgules '.repeat(4)}`,
      stamp: new Date('2030-01-01T10:00:00Z'),
      events: [
        {
          uid: 'stay-7@demeure.ca',
          start: '2030-03-01',
          end: '2030-04-01',
          summary: `Réservé, ${'très long; avec des virgules '.repeat(4)}`,
        },
      ],
    })
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    const calendar = new ICAL.Component(ICAL.parse(text))
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component)
    expect(event.summary).toBe(`Réservé, ${'très long; avec des virgules '.repeat(4)}`)
    expect(event.uid).toBe('stay-7@demeure.ca')
    expect(event.startDate.isDate).toBe(true)
    expect(event.startDate.toString()).toBe('2030-03-01')
    expect(event.endDate.toString()).toBe('2030-04-01')
    expect(parseBusyPeriods(text, now)).toEqual([
      { uid: 'stay-7@demeure.ca', start: '2030-03-01', last: '2030-03-31' },
    ])
  })
})
