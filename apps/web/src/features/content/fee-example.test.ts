import { describe, expect, it } from 'vitest'
import { feeExample } from './fee-example.ts'

describe('feeExample', () => {
  it('charges 12% of the first month only', () => {
    expect(feeExample()).toEqual({
      percent: 12,
      months: 4,
      laterMonths: 3,
      rent: '1150.00',
      fee: '138.00',
      dueNow: '1288.00',
      total: '4738.00',
    })
  })

  it('rounds the fee half-up to the cent', () => {
    expect(feeExample(99_999, 2).fee).toBe('120.00')
    expect(feeExample(104_321, 1).fee).toBe('125.19')
  })
})
