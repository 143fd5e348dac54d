import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../seed/random.ts'
import { createSmallestKept } from './smallest-kept.ts'

describe('the smallest entries kept', () => {
  it('are the first entries by key of all those offered, in key order, for any count kept', () => {
    const random = createRandom(12)
    const kept = createSmallestKept()
    for (let round = 0; round < 300; round += 1) {
      const offered = random.int(0, 400)
      // Distinct keys, as labels along an order are; negative and fractional ones too.
      const keys = [...new Set(Array.from({ length: offered }, () => random.int(-5000, 5000) / 4))]
      const keep = random.pick([0, 1, 2, 20, 100, 500])
      kept.reset(keep)
      for (const [value, key] of keys.entries()) kept.offer(key, value)
      const expected = [...keys.entries()]
        .sort((a, b) => a[1] - b[1])
        .slice(0, keep)
        .map(([value]) => value)
      expect([...kept.drain()]).toEqual(expected)
    }
  })
})
