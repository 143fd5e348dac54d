import { describe, expect, it } from 'vitest'
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

  it('displays dates as YYYY/MM/DD', () => {
    expect(formatDisplayDate('2026-09-01')).toBe('2026/09/01')
    expect(formatDisplayDate('2026-09-01T12:00:00.000Z')).toBe('2026/09/01')
  })
})
