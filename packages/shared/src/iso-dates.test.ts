import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isoDateText, utcDateOf } from './iso-dates.ts'
import { addDays, addMonths, daysBetween } from './pricing.ts'

/** What `run` gives, or the kind of error it throws. */
function outcome(run: () => unknown) {
  try {
    const value = run()
    return { value: value instanceof Date ? value.getTime() : value }
  } catch (error) {
    return { thrown: (error as Error).constructor.name }
  }
}

const pad = (value: number, width: number) => String(value).padStart(width, '0')
/** Dates written as YYYY-MM-DD, impossible ones too (month 0 or 13, day 0 or 32, 30 February, year 0050). */
const writtenDate = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`)
const anyText = fc.oneof(
  writtenDate,
  fc.string({ maxLength: 12 }),
  fc.constant('2026-1-01'),
  fc.constant('+02026-01-01'),
)

describe('YYYY-MM-DD dates read by their digits', () => {
  it("read any text as Date's own parser does, an impossible date included", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(outcome(() => utcDateOf(text))).toEqual(outcome(() => new Date(`${text}T00:00:00Z`)))
      }),
      { numRuns: 20_000 },
    )
  })

  it('write any day as toISOString does', () => {
    const anyDay = fc.oneof(
      fc.integer({ min: -200_000, max: 200_000 }),
      fc.integer({ min: -100_000_000, max: 100_000_000 }),
      fc.constant(Number.NaN),
    )
    fc.assert(
      fc.property(anyDay, (day) => {
        const date = new Date(day * 86_400_000)
        expect(outcome(() => isoDateText(date))).toEqual(outcome(() => date.toISOString().slice(0, 10)))
      }),
      { numRuns: 20_000 },
    )
  })

  it('step over month ends, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-02-30', 0)).toBe('2026-03-02')
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29)
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError)
  })
})
