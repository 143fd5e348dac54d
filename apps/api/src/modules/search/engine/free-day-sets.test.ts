import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../seed/random.ts'
import { hasBit } from './bit-set.ts'
import { createFreeDaySets } from './free-day-sets.ts'

/** The first move-in day asked in these tests: the window starts a month before it. */
const ASKED = 20_000
/** A range of days around the window (400 days from ASKED - 31) and past both its ends. */
const FIRST = ASKED - 80
const LAST = ASKED + 450

/**
 * `count` slots, a tenth of them empty, each with up to four free ranges drawn at random: some
 * before or after the window, across its edges, touching or overlapping each other.
 */
function catalogue(seed: number, count: number) {
  const random = createRandom(seed)
  const rangesOf = () =>
    random.chance(0.1)
      ? []
      : Array.from({ length: random.int(0, 4) }, () => {
          const from = random.int(FIRST, LAST)
          return [from, from + random.pick([1, 2, 30, random.int(1, 300)])] as [number, number]
        })
  const ranges = Array.from({ length: count }, rangesOf)
  const sets = createFreeDaySets(
    () => ranges.length,
    (slot, visit) => {
      for (const [from, to] of ranges[slot] ?? []) visit(from, to)
    },
  )
  return { ranges, sets, random, rangesOf }
}

/** Every day of and around the window: the set's slots against the definition (free that night). */
function expectExact(
  ranges: [number, number][][],
  sets: ReturnType<typeof createFreeDaySets>,
  windowFirst: number,
) {
  for (let day = FIRST; day <= LAST; day += 1) {
    const bits = sets.get(day)
    if (day < windowFirst || day >= windowFirst + 400) {
      expect(bits, `day ${day} is outside the window`).toBeUndefined()
      continue
    }
    const found = ranges.flatMap((_, slot) => (hasBit(bits as Uint32Array, slot) ? [slot] : []))
    const expected = ranges.flatMap((slotRanges, slot) =>
      slotRanges.some(([from, to]) => from <= day && day < to) ? [slot] : [],
    )
    expect(found, `day ${day}`).toEqual(expected)
  }
}

describe('free-day sets', () => {
  it('hold, for each day of the window, exactly the slots free that night', () => {
    for (const seed of [1, 2, 3]) {
      const { ranges, sets } = catalogue(seed, 700)
      sets.get(ASKED)
      expectExact(ranges, sets, ASKED - 31)
    }
  })

  it('stay exact as slots change after the build, and the catalogue grows past the sets', () => {
    const { ranges, sets, random, rangesOf } = catalogue(4, 300)
    sets.get(ASKED)
    for (let change = 0; change < 200; change += 1) {
      // Some changes land on new slots beyond the sets' words, which must widen to hold them.
      const slot = random.chance(0.2) ? ranges.length + random.int(0, 40) : random.int(0, ranges.length - 1)
      while (ranges.length <= slot) ranges.push([])
      ranges[slot] = rangesOf()
      sets.update(slot)
    }
    expectExact(ranges, sets, ASKED - 31)
  })

  it('a range that touches another of its slot keeps the slot free across the seam', () => {
    const ranges: [number, number][][] = [
      [
        [ASKED, ASKED + 5],
        [ASKED + 5, ASKED + 9],
      ],
      [
        [ASKED - 2, ASKED + 10],
        [ASKED + 3, ASKED + 4],
      ],
    ]
    const sets = createFreeDaySets(
      () => ranges.length,
      (slot, visit) => {
        for (const [from, to] of ranges[slot] ?? []) visit(from, to)
      },
    )
    sets.get(ASKED)
    expectExact(ranges, sets, ASKED - 31)
  })
})

describe('free-day sets built a step at a time (prepare)', () => {
  it('come out exact, with the slots changed between its steps marked again', async () => {
    const { ranges, sets, random, rangesOf } = catalogue(5, 500)
    let pauses = 0
    await sets.prepare(ASKED, async () => {
      pauses += 1
      // Changes land while the build runs, after their old ranges were gathered.
      for (let change = 0; change < 5; change += 1) {
        const slot = random.chance(0.2) ? ranges.length + random.int(0, 40) : random.int(0, ranges.length - 1)
        while (ranges.length <= slot) ranges.push([])
        ranges[slot] = rangesOf()
        sets.update(slot)
      }
    })
    expect(pauses).toBeGreaterThan(10)
    expectExact(ranges, sets, ASKED - 31)
  })

  it('gives way to a search that needs the sets at once, and to the sets being dropped', async () => {
    const { ranges, sets } = catalogue(6, 300)
    let pauses = 0
    await sets.prepare(ASKED, async () => {
      pauses += 1
      if (pauses === 3) sets.get(ASKED)
    })
    // The search's build is the one kept: the paced one stopped at its next step.
    expect(pauses).toBe(3)
    expectExact(ranges, sets, ASKED - 31)

    const other = catalogue(7, 300)
    let otherPauses = 0
    await other.sets.prepare(ASKED, async () => {
      otherPauses += 1
      if (otherPauses === 2) other.sets.clear()
    })
    expect(otherPauses).toBe(2)
    expect(other.sets.byteLength()).toBe(0)
    // Built afresh on the next search.
    other.sets.get(ASKED)
    expectExact(other.ranges, other.sets, ASKED - 31)
  })
})
