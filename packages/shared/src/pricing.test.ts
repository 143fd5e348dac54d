import { describe, expect, it } from 'vitest'
import { addMonths, minimumCheckOut, quoteStay, stayProblem } from './pricing.ts'

describe('stays and their price', () => {
  it('adds calendar months, clamping to the end of shorter months', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2027-09-01', 11)).toBe('2028-08-01')
  })

  it('allows stays of 1 to 11 calendar months starting today or later (on a listing with a CITQ number)', () => {
    const today = '2027-08-15'
    expect(stayProblem('2027-08-14', '2027-10-01', today, true)).toBe('checkInPast')
    expect(stayProblem('2027-09-01', '2027-09-01', today, true)).toBe('checkOutBeforeCheckIn')
    expect(stayProblem('2027-09-01', '2027-09-30', today, true)).toBe('tooShort')
    expect(stayProblem('2027-09-01', '2027-10-01', today, true)).toBeNull()
    expect(stayProblem('2027-09-01', '2028-08-01', today, true)).toBeNull()
    expect(stayProblem('2027-09-01', '2028-08-02', today, true)).toBe('tooLong')
  })

  it('charges whole months, extra days at rent/30, and 12% of the first month as the fee', () => {
    const quote = quoteStay(115_000, '2027-09-01', '2027-12-11', '2027-08-15')
    expect(quote).toMatchObject({
      months: 3,
      extraDays: 10,
      rentTotalCents: 3 * 115_000 + 38_333,
      serviceFeeCents: 13_800,
      dueNowCents: 128_800,
    })
    expect(quote.schedule).toEqual([
      { dueDate: '2027-08-15', amountCents: 128_800 },
      { dueDate: '2027-10-01', amountCents: 115_000 },
      { dueDate: '2027-11-01', amountCents: 115_000 },
      { dueDate: '2027-12-01', amountCents: 38_333 },
    ])
    const scheduled = quote.schedule.reduce((sum, item) => sum + item.amountCents, 0)
    expect(scheduled).toBe(quote.rentTotalCents + quote.serviceFeeCents)
  })
})

describe('short stays and the CITQ number', () => {
  const today = '2027-01-10'

  it('a February month of 28 nights needs a CITQ number; 32 nights never do', () => {
    expect(stayProblem('2027-02-01', '2027-03-01', today, false)).toBe('needsCitq')
    expect(stayProblem('2027-02-01', '2027-03-01', today, true)).toBeNull()
    expect(stayProblem('2027-02-01', '2027-03-05', today, false)).toBeNull()
  })

  it('31 nights are still a tourist stay; less than a calendar month is too short for everyone', () => {
    expect(stayProblem('2027-03-01', '2027-04-01', today, false)).toBe('needsCitq')
    expect(stayProblem('2027-03-01', '2027-04-02', today, false)).toBeNull()
    expect(stayProblem('2027-03-01', '2027-03-31', today, true)).toBe('tooShort')
  })

  it('minimumCheckOut is one month with a CITQ number, else never before 32 nights', () => {
    expect(minimumCheckOut('2027-02-01', true)).toBe('2027-03-01')
    expect(minimumCheckOut('2027-02-01', false)).toBe('2027-03-05')
    expect(minimumCheckOut('2027-01-31', true)).toBe('2027-02-28')
  })
})
