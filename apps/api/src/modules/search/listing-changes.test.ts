import { describe, expect, it } from 'vitest'
import type { TEngineDocument } from './engine/read-model.ts'
import { newMatchReason } from './listing-changes.ts'

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
