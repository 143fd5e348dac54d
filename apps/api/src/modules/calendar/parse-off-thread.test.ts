import { describe, expect, it } from 'vitest'
import { calendarWith, googleLike, repeatingFeed } from '../../test/fake-calendar-server.ts'
import { FeedError } from './feed-error.ts'
import { parseBusyPeriods } from './ics-import.ts'
import { PARSE_LIMITS, parseOffThread } from './parse-off-thread.ts'

const now = new Date('2029-06-01T12:00:00Z')

/** One event whose rule ical.js expands forever: no 30th of February ever comes. */
const endless = calendarWith([
  ['UID:never', 'DTSTART:20250101T000000Z', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'],
])

async function outcome(promise: Promise<unknown>) {
  try {
    return { periods: await promise }
  } catch (error) {
    return error instanceof FeedError ? { key: error.key, params: error.params } : { crashed: String(error) }
  }
}

describe('parsing a feed off the event loop', () => {
  it('has the production limits: 5 s, 256 MB, 50,000 steps', () => {
    expect(PARSE_LIMITS).toEqual({ timeMs: 5_000, startMs: 60_000, memoryMb: 256, iterations: 50_000 })
  })

  it('runs the TypeScript parser in a worker thread and answers what it would answer here', async () => {
    expect(await parseOffThread(googleLike, now)).toEqual(parseBusyPeriods(googleLike, now))
    expect(await outcome(parseOffThread('<html></html>', now))).toEqual({
      key: 'calendar.error.notCalendar',
      params: {},
    })
    expect(await outcome(parseOffThread(repeatingFeed(40, 'FREQ=MONTHLY'), now))).toEqual({
      key: 'calendar.error.tooComplex',
      params: {},
    })
  })

  it('ends a parse that would never finish at the time limit, and the event loop never waits', async () => {
    let ticks = 0
    const ticker = setInterval(() => ticks++, 50)
    const started = Date.now()
    const result = await outcome(parseOffThread(endless, now, { ...PARSE_LIMITS, timeMs: 1_500 }))
    clearInterval(ticker)
    expect(result).toEqual({ key: 'calendar.error.parseTimeout', params: { seconds: 1.5 } })
    // The limit counts from the parse's start; loading the worker comes on top (seconds when loaded).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500)
    expect(Date.now() - started).toBeLessThan(15_000)
    // The loop kept turning while the worker spun: about one tick in 50 ms.
    expect(ticks).toBeGreaterThan(15)
  })

  it('ends a parse past the memory limit', async () => {
    const result = await outcome(
      parseOffThread(repeatingFeed(23_000), now, { ...PARSE_LIMITS, memoryMb: 24 }),
    )
    expect(result).toEqual({ key: 'calendar.error.parseMemory', params: {} })
  })

  it('runs at most two parses at once in a process; the others wait their turn', async () => {
    const limits = { ...PARSE_LIMITS, timeMs: 1_000 }
    const started = Date.now()
    const results = await Promise.all(
      Array.from({ length: 5 }, () => outcome(parseOffThread(endless, now, limits))),
    )
    const elapsed = Date.now() - started
    expect(results.every((result) => 'key' in result && result.key === 'calendar.error.parseTimeout')).toBe(
      true,
    )
    // Five endless parses two at a time take three rounds of 1 s (all at once would take one), each
    // round also loading its workers.
    expect(elapsed).toBeGreaterThanOrEqual(2_900)
    expect(elapsed).toBeLessThan(30_000)
  })
})
