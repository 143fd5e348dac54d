import { describe, expect, it } from 'vitest'
import { toBboxParam } from './bbox.ts'

describe('toBboxParam', () => {
  it('rounds outward to a 0.01° grid as west,south,east,north', () => {
    expect(toBboxParam({ west: -73.6543, south: 45.4012, east: -73.4511, north: 45.6099 })).toBe(
      '-73.66,45.4,-73.45,45.61',
    )
  })

  it('keeps a zoomed-out world view inside ±180 / ±90', () => {
    expect(toBboxParam({ west: -250.3, south: -95, east: 210.7, north: 91 })).toBe('-180,-90,180,90')
  })

  it('gives the same answer for a small pan inside the grid', () => {
    const a = toBboxParam({ west: -73.6543, south: 45.4012, east: -73.4511, north: 45.6099 })
    const b = toBboxParam({ west: -73.6549, south: 45.4015, east: -73.4517, north: 45.6093 })
    expect(a).toBe(b)
  })
})
