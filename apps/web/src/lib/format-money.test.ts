import { describe, expect, it } from 'vitest'
import { formatUsd } from './format-money.ts'

describe('formatUsd', () => {
  it('follows the reader’s language', () => {
    expect(formatUsd('1150.00', 'en')).toBe('$1,150')
    expect(formatUsd('1150.00', 'fr').replace(/\s/g, ' ')).toBe('1 150 $')
  })

  it('keeps the cents when there are some', () => {
    expect(formatUsd('38.33', 'en')).toBe('$38.33')
  })

  it('shows the cents of every amount of a schedule when asked', () => {
    expect(formatUsd('1624.00', 'en', { cents: 'always' })).toBe('$1,624.00')
    expect(formatUsd('1624.00', 'fr', { cents: 'always' }).replace(/\s/g, ' ')).toBe('1 624,00 $')
  })
})
