import { describe, expect, it } from 'vitest'
import {
  centsToDecimal,
  decimalToCents,
  formatMoney,
  formatPercent,
  formatServiceFeeRate,
  serviceFeeCents,
} from './money.ts'

describe('money', () => {
  it('formats cents as the wire decimal string', () => {
    expect(centsToDecimal(115000)).toBe('1150.00')
    expect(centsToDecimal(5)).toBe('0.05')
    expect(centsToDecimal(-1999)).toBe('-19.99')
  })

  it('parses decimal strings to cents and rejects what is not money', () => {
    expect(decimalToCents('1150')).toBe(115000)
    expect(decimalToCents('1150.5')).toBe(115050)
    expect(decimalToCents(' 99.99 ')).toBe(9999)
    expect(decimalToCents(12.34)).toBe(1234)
    for (const bad of ['', '1.234', 'abc', '1e3', '1,150.00']) expect(decimalToCents(bad)).toBeNull()
  })

  it('takes 12% of the first month, rounded half-up to the cent', () => {
    expect(serviceFeeCents(115000)).toBe(13800)
    expect(serviceFeeCents(100)).toBe(12)
    // 12% of $0.04 is 0.48 cents → 0; of $0.05 is 0.6 cents → 1 (half-up, not banker's rounding).
    expect(serviceFeeCents(4)).toBe(0)
    expect(serviceFeeCents(5)).toBe(1)
    expect(serviceFeeCents(123457)).toBe(14815)
  })

  it('formats amounts grouped and localized, with no-break spaces in French', () => {
    expect(formatMoney('1624.00', 'en', { cents: 'always' })).toBe('$1,624.00')
    expect(formatMoney('1624.00', 'fr', { cents: 'always' })).toBe('1\u00a0624,00\u00a0$')
    expect(formatMoney(1150, 'en')).toBe('$1,150')
    expect(formatMoney('1150.5', 'fr')).toBe('1\u00a0150,50\u00a0$')
  })

  it('keeps each language and cents rule apart when formats are reused, in any order', () => {
    const asked: [number, 'en' | 'fr', 'always' | 'when-any'][] = [
      [1150, 'fr', 'when-any'],
      [1150, 'en', 'when-any'],
      [1150, 'en', 'always'],
      [1150.5, 'en', 'when-any'],
      [1150, 'fr', 'always'],
      [1150, 'en', 'when-any'],
    ]
    expect(asked.map(([amount, language, cents]) => formatMoney(amount, language, { cents }))).toEqual([
      '1\u00a0150\u00a0$',
      '$1,150',
      '$1,150.00',
      '$1,150.50',
      '1\u00a0150,00\u00a0$',
      '$1,150',
    ])
    expect([formatPercent(0.12, 'en'), formatPercent(0.12, 'fr'), formatPercent(0.125, 'en')]).toEqual([
      '12%',
      '12\u00a0%',
      '12.5%',
    ])
  })

  it('writes percentages as each language does, never breaking "12 %" in French', () => {
    expect(formatServiceFeeRate('en')).toBe('12%')
    expect(formatServiceFeeRate('fr')).toBe('12\u00a0%')
    expect(formatPercent(0.255, 'fr')).toBe('25,5\u00a0%')
  })
})
