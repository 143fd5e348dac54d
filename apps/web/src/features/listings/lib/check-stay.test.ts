import { describe, expect, it } from 'vitest'
import { checkStay } from './check-stay.ts'

const today = '2026-11-21'

describe('checkStay', () => {
  it('asks for both dates first', () => {
    expect(checkStay('', '', today, true)).toBe('bookings.bothDatesRequired')
    expect(checkStay('2026-12-01', '', today, true)).toBe('bookings.bothDatesRequired')
  })

  it('refuses a check-in in the past and a check-out not after check-in', () => {
    expect(checkStay('2026-11-20', '2027-01-20', today, true)).toBe('stay.checkInPast')
    expect(checkStay('2026-12-10', '2026-12-10', today, true)).toBe('stay.checkOutBeforeCheckIn')
    expect(checkStay('2026-12-10', '2026-12-01', today, true)).toBe('stay.checkOutBeforeCheckIn')
  })

  it('keeps stays between 1 and 11 months', () => {
    expect(checkStay('2026-12-10', '2027-01-09', today, true)).toBe('stay.tooShort')
    expect(checkStay('2026-12-10', '2027-01-10', today, true)).toBeNull()
    expect(checkStay('2026-12-10', '2027-11-10', today, true)).toBeNull()
    expect(checkStay('2026-12-10', '2027-11-11', today, true)).toBe('stay.tooLong')
  })

  it('accepts a stay starting today', () => {
    expect(checkStay(today, '2027-02-21', today, true)).toBeNull()
  })
})

describe('checkStay without a CITQ number', () => {
  it('refuses a February month (28 nights) and says why; 32 nights are fine', () => {
    expect(checkStay('2027-02-01', '2027-03-01', '2026-12-01', false)).toBe('stay.needsCitq')
    expect(checkStay('2027-02-01', '2027-03-05', '2026-12-01', false)).toBeNull()
  })
})
