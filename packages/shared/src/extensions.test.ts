import { describe, expect, it } from 'vitest'
import { extensionProblem, quoteExtension } from './extensions.ts'
import { quoteStay } from './pricing.ts'

const stayOf = (checkIn: string, checkOut: string, rent = 100_000) => {
  const quote = quoteStay(rent, checkIn, checkOut, checkIn)
  return {
    checkIn,
    checkOut,
    monthlyRentCents: rent,
    months: quote.months,
    rentTotalCents: quote.rentTotalCents,
  }
}

describe('extending a stay', () => {
  it('adds whole months on their monthly dates and extra days at rent ÷ 30, with no fee', () => {
    const quote = quoteExtension(stayOf('2030-01-15', '2030-04-15'), '2030-06-25')
    expect(quote).toEqual({
      months: 5,
      extraDays: 10,
      rentTotalCents: 500_000 + 33_333,
      addedCents: 200_000 + 33_333,
      instalments: [
        { dueDate: '2030-04-15', amountCents: 100_000 },
        { dueDate: '2030-05-15', amountCents: 100_000 },
        { dueDate: '2030-06-15', amountCents: 33_333 },
      ],
    })
  })

  it('completes the month of a stay that ended with extra days instead of charging them twice', () => {
    const stay = stayOf('2030-01-15', '2030-03-25')
    const longer = quoteExtension(stay, '2030-04-15')
    expect(longer.instalments).toEqual([{ dueDate: '2030-03-15', amountCents: 100_000 - 33_333 }])
    expect(longer.addedCents).toBe(100_000 - 33_333)
    // More days within the same month: only the days added.
    const days = quoteExtension(stay, '2030-03-30')
    expect(days.instalments).toEqual([{ dueDate: '2030-03-15', amountCents: 50_000 - 33_333 }])
  })

  it('refuses a check-out not later than the current one or beyond 11 months from check-in', () => {
    const stay = { checkIn: '2030-01-31', checkOut: '2030-04-30' }
    expect(extensionProblem(stay, '2030-04-30')).toBe('extension.notLater')
    expect(extensionProblem(stay, '2030-12-31')).toBeNull()
    expect(extensionProblem(stay, '2031-01-01')).toBe('stay.tooLong')
  })
})
