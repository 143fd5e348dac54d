import { describe, expect, it } from 'vitest'
import { BUSINESS_TIME_ZONE } from './constants/business.ts'
import { formatDisplayDate, todayInMontreal } from './dates.ts'

describe('dates', () => {
  it("takes today's date in Montreal, not in UTC", () => {
    // 02:30 UTC on 1 Sept is still 31 August in Montreal (UTC−4 in summer).
    expect(todayInMontreal(new Date('2026-09-01T02:30:00Z'))).toBe('2026-08-31')
    expect(todayInMontreal(new Date('2026-09-01T05:00:00Z'))).toBe('2026-09-01')
  })

  it('changes day on the last millisecond before midnight and the first after, asked in turn', () => {
    // Midnight in Montréal on 1 Sept (UTC−4) is 04:00 UTC; in winter (UTC−5), 05:00 UTC.
    const cases: [string, string][] = [
      ['2026-09-01T03:59:59.999Z', '2026-08-31'],
      ['2026-09-01T04:00:00.000Z', '2026-09-01'],
      ['2026-09-01T03:59:30.000Z', '2026-08-31'],
      ['2026-12-01T04:59:59.999Z', '2026-11-30'],
      ['2026-12-01T05:00:00.000Z', '2026-12-01'],
      ['2026-12-01T05:00:59.999Z', '2026-12-01'],
      ['2026-12-01T04:59:00.000Z', '2026-11-30'],
    ]
    for (const [instant, day] of cases) expect(todayInMontreal(new Date(instant)), instant).toBe(day)
  })

  it("gives Intl's date for any instant, asked in any order, across both changes of the clocks", () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'short' })
    // Every 7 minutes from a week before spring's change to a week after autumn's, in three
    // interleaved walks (as a page asks for today and for another day in turn), then again.
    const from = Date.parse('2026-03-01T00:00:00Z')
    const to = Date.parse('2026-11-08T00:00:00Z')
    const step = 7 * 60_000
    const walks = [0, Math.floor((to - from) / step / 3), Math.floor((2 * (to - from)) / step / 3)]
    let asked = 0
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; from + (walks[2] as number) * step + index * step < to; index += 1) {
        for (const start of walks) {
          const instant = new Date(from + (start + index) * step)
          expect(todayInMontreal(instant), instant.toISOString()).toBe(intl.format(instant))
          asked += 1
        }
      }
    }
    expect(asked).toBeGreaterThan(100_000)
  })

  it('displays dates as YYYY/MM/DD', () => {
    expect(formatDisplayDate('2026-09-01')).toBe('2026/09/01')
    expect(formatDisplayDate('2026-09-01T12:00:00.000Z')).toBe('2026/09/01')
  })
})
