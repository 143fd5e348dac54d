import { describe, expect, it } from 'vitest'
import { fromIsoDate, toIsoDate } from './iso-date.ts'

describe('ISO dates ⇄ calendar dates', () => {
  it('round-trips, including month and year ends', () => {
    for (const iso of ['2027-01-01', '2026-12-31', '2028-02-29'])
      expect(toIsoDate(fromIsoDate(iso))).toBe(iso)
  })

  it('reads a date as local midnight', () => {
    const date = fromIsoDate('2027-03-09')
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2027, 2, 9, 0])
  })
})
