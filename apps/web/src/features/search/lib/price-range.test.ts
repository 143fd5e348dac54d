import { describe, expect, it } from 'vitest'
import { clampRange, pricesToRange, rangeToPrices } from './price-range.ts'

describe('clampRange', () => {
  it('snaps to steps of 100 within 200–5000', () => {
    expect(clampRange([149, 5120], 'min')).toEqual([200, 5000])
    expect(clampRange([1249, 1951], 'max')).toEqual([1200, 2000])
  })

  it('keeps the ends at least 100 apart, moving the end that was not dragged', () => {
    expect(clampRange([1500, 1500], 'min')).toEqual([1500, 1600])
    expect(clampRange([1500, 1500], 'max')).toEqual([1400, 1500])
    expect(clampRange([2000, 1000], 'min')).toEqual([2000, 2100])
  })

  it('stays inside the slider at its edges', () => {
    expect(clampRange([5000, 5000], 'min')).toEqual([4900, 5000])
    expect(clampRange([200, 200], 'max')).toEqual([200, 300])
  })
})

describe('range ⇄ prices', () => {
  it('reads the slider’s ends as no limit', () => {
    expect(rangeToPrices([200, 5000])).toEqual({ minPrice: undefined, maxPrice: undefined })
    expect(rangeToPrices([800, 5000])).toEqual({ minPrice: 800, maxPrice: undefined })
    expect(rangeToPrices([200, 1500])).toEqual({ minPrice: undefined, maxPrice: 1500 })
  })

  it('places missing prices at the slider’s ends', () => {
    expect(pricesToRange()).toEqual([200, 5000])
    expect(pricesToRange(900, 2500)).toEqual([900, 2500])
  })
})
