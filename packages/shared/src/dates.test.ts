import { describe, expect, it } from 'vitest'
import { formatDisplayDate, todayInMontreal } from './dates.ts'

describe('dates', () => {
  it("takes today's date in Montreal, not in UTC", () => {
    // 02:30 UTC on 1 Sept is still 31 August in Montreal (UTC−4 in summer).
    expect(todayInMontreal(new Date('2026-09-01T02:30:00Z'))).toBe('2026-08-31')
    expect(todayInMontreal(new Date('2026-09-01T05:00:00Z'))).toBe('2026-09-01')
  })

  it('displays dates as YYYY/MM/DD', () => {
    expect(formatDisplayDate('2026-09-01')).toBe('2026/09/01')
    expect(formatDisplayDate('2026-09-01T12:00:00.000Z')).toBe('2026/09/01')
  })
})
