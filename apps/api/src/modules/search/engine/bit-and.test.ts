import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../seed/random.ts'
import { createBitAnd, type TBitTerm } from './bit-and.ts'
import { bitCount } from './bit-set.ts'

/** A set of `words` words with about `density` of its bits set (a shorter one when `length` says). */
function randomSet(random: ReturnType<typeof createRandom>, words: number, density: number, length = words) {
  const set = new Uint32Array(length)
  for (let slot = 0; slot < Math.min(length, words) * 32; slot += 1)
    if (random.next() < density) set[slot >>> 5] = ((set[slot >>> 5] as number) | (1 << (slot & 31))) >>> 0
  return set
}

/** The same AND, bit by bit, as the reference. */
function naive(terms: readonly TBitTerm[], outside: Uint32Array | undefined, words: number) {
  const bits = new Uint32Array(words)
  for (let word = 0; word < words; word += 1) {
    let value = 0xffffffff
    for (const term of terms) value &= term.reduce((union, set) => union | ((set[word] as number) | 0), 0)
    if (outside) value &= ~((outside[word] as number) | 0)
    bits[word] = value >>> 0
  }
  return bits
}

describe('andCount', () => {
  it('equals a bit-by-bit AND for sparse, dense, ORed, short and outside sets, in the memory or not', () => {
    const random = createRandom(27)
    const { andCount, nonZeroWords, newSet } = createBitAnd()
    const densities = [0.0005, 0.01, 0.1, 0.5, 0.95]
    /** Half the sets where the read model keeps them (the module's memory), half ordinary arrays. */
    const placedAtRandom = (set: Uint32Array) => {
      if (random.chance(0.5)) return set
      const resident = newSet(set.length)
      resident.set(set)
      return resident
    }
    for (let round = 0; round < 300; round += 1) {
      const words = random.int(1, 400)
      const terms: Uint32Array[][] = []
      for (let index = random.int(1, 7); index > 0; index -= 1) {
        const members = random.pick([1, 1, 1, 2, 3])
        terms.push(
          [...Array(members)].map(() =>
            placedAtRandom(
              randomSet(
                random,
                words,
                random.pick(densities),
                random.chance(0.1)
                  ? random.int(0, words)
                  : random.chance(0.1)
                    ? words + random.int(1, 9)
                    : words,
              ),
            ),
          ),
        )
      }
      const outside = random.chance(0.5) ? placedAtRandom(randomSet(random, words, 0.3)) : undefined
      // The result region is the last search's, dirty: every word must be written again.
      const { bits, count } = andCount(terms, outside, words)
      const expected = naive(terms, outside, words)
      expect(bits.subarray(0, words)).toEqual(expected)
      expect(count).toBe(expected.reduce((total, word) => total + bitCount(word), 0))
      // Every word holding a match lies in a listed block of four, and every listed block holds one.
      const listed = [...nonZeroWords()]
      const blocks = new Set(listed.map((first) => first / 4))
      expect(blocks.size).toBe(listed.length)
      for (let word = 0; word < words; word += 1)
        if (expected[word] !== 0) expect(blocks.has(Math.floor(word / 4))).toBe(true)
      for (const first of listed)
        expect(expected.subarray(first, first + 4).some((word) => word !== 0)).toBe(true)
    }
  })

  it('reads the sets made in its memory where they lie, and copies in only the others', () => {
    const random = createRandom(5)
    const { andCount, newSet, copiedWords } = createBitAnd()
    const words = 1_000
    const resident = () => {
      const set = newSet(words)
      set.set(randomSet(random, words, 0.5))
      return set
    }
    const [a, b, c, outside] = [resident(), resident(), resident(), resident()]
    andCount([[a], [b, c]], outside, words)
    expect(copiedWords()).toBe(0)
    andCount([[a], [randomSet(random, words, 0.5)]], undefined, words)
    expect(copiedWords()).toBe(words)
  })
})
