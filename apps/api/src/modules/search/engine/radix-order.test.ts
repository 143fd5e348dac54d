import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../seed/random.ts'
import { sortedByKey } from './radix-order.ts'

/** Slots 0…count-1 in random order, each with a key drawn by `draw` and a distinct id. */
function catalogue(seed: number, count: number, draw: (random: ReturnType<typeof createRandom>) => number) {
  const random = createRandom(seed)
  const keys = Array.from({ length: count }, () => draw(random))
  const ids = Array.from({ length: count }, (_, slot) => slot * 7 + random.int(0, 6))
  const slots = Int32Array.from(
    Array.from({ length: count }, (_, slot) => slot).sort(() => random.next() - 0.5),
  )
  return { keys, ids, slots }
}

const draws = {
  'prices with many ties': (random: ReturnType<typeof createRandom>) => random.int(0, 40) * 2_500,
  'times in microseconds': (random: ReturnType<typeof createRandom>) =>
    1.7e15 + random.int(0, 3_000_000) * 1_000_000 + random.int(0, 3),
  'keys up to 2^53, with fractions': (random: ReturnType<typeof createRandom>) =>
    random.pick([0, 0.25, 0.75, 2 ** 32 - 1, 2 ** 32, 2 ** 32 + 0.5, Number.MAX_SAFE_INTEGER - 3]) +
    (random.chance(0.5) ? 0 : random.int(0, 3)),
}

describe('sorting a full load by a numeric key (radix order)', () => {
  for (const [name, draw] of Object.entries(draws)) {
    for (const isDescending of [false, true]) {
      it(`${name}, ${isDescending ? 'descending' : 'ascending'}: the comparator's order exactly`, () => {
        const { keys, ids, slots } = catalogue(name.length + Number(isDescending), 3_000, draw)
        const sign = isDescending ? -1 : 1
        // Ties broken by id, against the key's direction half the time, as the newest order does.
        const compare = (a: number, b: number) =>
          sign * ((keys[a] as number) - (keys[b] as number)) ||
          sign * ((ids[a] as number) - (ids[b] as number))
        const expected = [...slots].sort(compare)
        const sorted = sortedByKey(slots, { of: (slot) => keys[slot] as number, isDescending }, compare)
        expect([...(sorted as Int32Array)]).toEqual(expected)
      })
    }
  }

  it('leaves a key it cannot sort exactly (negative, past 2^53, not a number) to the comparator', () => {
    for (const bad of [-1, 2 ** 54, Number.NaN]) {
      const keys = [3, bad, 1]
      const compare = (a: number, b: number) => (keys[a] as number) - (keys[b] as number)
      expect(
        sortedByKey(
          Int32Array.from([0, 1, 2]),
          { of: (slot) => keys[slot] as number, isDescending: false },
          compare,
        ),
      ).toBeUndefined()
    }
  })

  it('sorts nothing, and one slot, as they are', () => {
    const compare = (a: number, b: number) => a - b
    const key = { of: (slot: number) => slot, isDescending: false }
    expect([...(sortedByKey(new Int32Array(0), key, compare) as Int32Array)]).toEqual([])
    expect([...(sortedByKey(Int32Array.from([5]), key, compare) as Int32Array)]).toEqual([5])
  })
})
