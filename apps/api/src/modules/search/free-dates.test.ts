import { describe, expect, it } from 'vitest'
import { freePeriods } from './free-dates.ts'

describe('freePeriods', () => {
  it('reads each free range as first free night → latest check-out', () => {
    const ranges = [
      ['2026-12-01', '2027-03-01'],
      ['2027-04-01', '2027-06-01'],
    ] as const
    expect(freePeriods(ranges, '2026-11-24')).toEqual([
      { start_date: '2026-12-01', end_date: '2027-03-01' },
      { start_date: '2027-04-01', end_date: '2027-06-01' },
    ])
  })

  it('drops what is over and starts a running period today', () => {
    const ranges = [
      ['2026-01-01', '2026-11-24'],
      ['2026-11-01', '2027-01-01'],
    ] as const
    expect(freePeriods(ranges, '2026-11-24')).toEqual([{ start_date: '2026-11-24', end_date: '2027-01-01' }])
    expect(freePeriods([], '2026-11-24')).toEqual([])
  })
})
