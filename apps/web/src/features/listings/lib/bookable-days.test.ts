import { describe, expect, it } from 'vitest'
import { checkInDays, checkOutDays } from './bookable-days.ts'

const free = [
  { start_date: '2026-12-01', end_date: '2027-03-01' },
  { start_date: '2027-04-01', end_date: '2028-06-01' },
]

describe('bookable days', () => {
  it('offers check-ins on free nights only', () => {
    expect(checkInDays(free)).toEqual([
      { start_date: '2026-12-01', end_date: '2027-02-28' },
      { start_date: '2027-04-01', end_date: '2028-05-31' },
    ])
  })

  it('without a CITQ number, offers check-outs from 32 nights on (a February month is refused)', () => {
    expect(checkOutDays(free, '2027-04-10', false)[0]?.start_date).toBe('2027-05-12')
  })

  it('offers check-outs from one month on, up to the end of the free period or eleven months', () => {
    expect(checkOutDays(free, '2026-12-15', true)).toEqual([
      { start_date: '2027-01-15', end_date: '2027-03-01' },
    ])
    expect(checkOutDays(free, '2027-04-10', true)).toEqual([
      { start_date: '2027-05-10', end_date: '2028-03-10' },
    ])
  })

  it('offers none when the check-in is not free or the period is shorter than a month', () => {
    expect(checkOutDays(free, '2026-11-26', true)).toEqual([])
    expect(checkOutDays(free, '2027-02-10', true)).toEqual([])
  })
})
