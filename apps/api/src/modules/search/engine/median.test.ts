import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../seed/random.ts'
import { medianOf } from './median.ts'

/** The reference: sort, then the middle value or the mean of the middle two. */
function sortedMedian(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = (sorted.length - 1) / 2
  return ((sorted[Math.floor(middle)] as number) + (sorted[Math.ceil(middle)] as number)) / 2
}

describe('medianOf', () => {
  it('gives none for no values, the value for one, the mean of the middle two for an even count', () => {
    expect(medianOf(Int32Array.of())).toBeNull()
    expect(medianOf(Int32Array.of(120_000))).toBe(120_000)
    expect(medianOf(Int32Array.of(300, 100))).toBe(200)
    expect(medianOf(Int32Array.of(5, 1, 4, 2))).toBe(3)
  })

  it('agrees with sorting on random prices, many repeated, of every length up to 300', () => {
    const random = createRandom(11)
    for (let length = 1; length <= 300; length += 1) {
      const values = Array.from({ length }, () => random.int(6, 30) * 10_000 + random.pick([0, 0, 5_000]))
      expect(medianOf(Int32Array.from(values)), `length ${length}`).toBe(sortedMedian(values))
    }
  })

  it('agrees with sorting on ordered, reversed, equal and organ-pipe inputs (bad pivots for a naive pick)', () => {
    const length = 10_001
    const ascending = Array.from({ length }, (_, index) => index * 100)
    const shapes = {
      ascending,
      descending: [...ascending].reverse(),
      equal: Array.from({ length }, () => 150_000),
      organPipe: ascending.map((value, index) => (index < length / 2 ? value : (length - index) * 100)),
      sawtooth: ascending.map((_, index) => (index % 7) * 1_000),
      evenCount: ascending.slice(1),
    }
    for (const [shape, values] of Object.entries(shapes))
      expect(medianOf(Int32Array.from(values)), shape).toBe(sortedMedian(values))
  })
})
