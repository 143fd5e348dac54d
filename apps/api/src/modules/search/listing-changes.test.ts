import { describe, expect, it } from 'vitest'
import type { TEngineDocument } from './engine/read-model.ts'
import { freedNights, holdsNights, newMatchReason } from './listing-changes.ts'

const doc = (priceCents: number, freeDays: number[]) =>
  ({ priceCents, freeDays }) as unknown as TEngineDocument

describe('newMatchReason', () => {
  it('names publication, a lower price and freed nights, and nothing else', () => {
    expect(newMatchReason(undefined, doc(100, []))).toBe('published')
    expect(newMatchReason(doc(100, []), undefined)).toBeNull()
    expect(newMatchReason(doc(100, [10, 20]), doc(90, [10, 20]))).toBe('price_lowered')
    expect(newMatchReason(doc(100, [10, 20]), doc(110, [10, 20]))).toBeNull()
    expect(newMatchReason(doc(100, [10, 20]), doc(100, [10, 15]))).toBeNull()
    expect(newMatchReason(doc(100, [10, 15, 15, 20]), doc(100, [10, 20]))).toBeNull()
    expect(newMatchReason(doc(100, [10, 15]), doc(100, [10, 20]))).toBe('dates_freed')
    expect(newMatchReason(doc(100, [10, 15, 16, 20]), doc(100, [10, 20]))).toBe('dates_freed')
    expect(newMatchReason(doc(100, []), doc(100, [30, 31]))).toBe('dates_freed')
  })
})

describe('freedNights', () => {
  it('gives the first and last night free now and not before, across ranges', () => {
    expect(freedNights([10, 20], [10, 20])).toBeUndefined()
    expect(freedNights([10, 20], [12, 18])).toBeUndefined()
    expect(freedNights([10, 15, 16, 20], [10, 20])).toEqual({ first: 15, last: 15 })
    expect(freedNights([10, 15], [5, 25])).toEqual({ first: 5, last: 24 })
    expect(freedNights([], [30, 31, 40, 45])).toEqual({ first: 30, last: 44 })
    expect(freedNights([0, 10, 20, 30], [0, 12, 18, 30, 50, 52])).toEqual({ first: 10, last: 51 })
  })
})

describe('holdsNights', () => {
  it('is true when every night of [from, to) is free, even across touching ranges', () => {
    expect(holdsNights([10, 20], 10, 20)).toBe(true)
    expect(holdsNights([10, 20], 10, 21)).toBe(false)
    expect(holdsNights([10, 15, 15, 20], 11, 19)).toBe(true)
    expect(holdsNights([10, 15, 16, 20], 11, 19)).toBe(false)
    expect(holdsNights([], 1, 2)).toBe(false)
  })
})
