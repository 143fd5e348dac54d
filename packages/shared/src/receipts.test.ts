import { describe, expect, it } from 'vitest'
import { feeTaxesIncluded, isRentTaxExempt, receiptNumber } from './receipts.ts'

describe('taxes included in the service fee', () => {
  it('splits a fee of exactly 1.14975 times a round base into that base and its taxes', () => {
    expect(feeTaxesIncluded(114_975)).toEqual({ beforeTaxesCents: 100_000, gstCents: 5_000, qstCents: 9_975 })
  })

  it('rounds each tax half-up to the cent and lets the base absorb the rest: $174.00', () => {
    // 17400 / 1.14975 = 15133.72 → 15134; GST 756.70 → 757; QST 1509.62 → 1510; base 17400 − 2267.
    expect(feeTaxesIncluded(17_400)).toEqual({ beforeTaxesCents: 15_133, gstCents: 757, qstCents: 1_510 })
  })

  it('always adds up to the fee charged', () => {
    // Collected, then asserted once: 86,000 separate expect() calls took over 5 s on a loaded machine.
    const wrong: string[] = []
    for (let fee = 0; fee < 300_000; fee += 7) {
      const { beforeTaxesCents, gstCents, qstCents } = feeTaxesIncluded(fee)
      if (beforeTaxesCents + gstCents + qstCents !== fee) wrong.push(`${fee}: parts do not add up`)
      if (Math.abs(gstCents - beforeTaxesCents * 0.05) > 1) wrong.push(`${fee}: GST ${gstCents} is off`)
    }
    expect(wrong).toEqual([])
  })
})

describe('receipts', () => {
  it('numbers a receipt by its year and row', () => {
    expect(receiptNumber('2026-03-04', 123)).toBe('DEM-2026-000123')
  })

  it('exempts the rent of a stay of one month or more (February included)', () => {
    expect(isRentTaxExempt('2026-02-01', '2026-03-01')).toBe(true)
    expect(isRentTaxExempt('2026-02-01', '2026-02-27')).toBe(false)
  })
})
