import { describe, expect, it } from 'vitest'
import { createRandom } from '../../seed/random.ts'
import { atMostRanges, rangesWithout, type TDayRanges } from './day-ranges.ts'

const daysOf = (ranges: TDayRanges) => {
  const days = new Set<number>()
  for (let index = 0; index < ranges.length; index += 2)
    for (let day = ranges[index] as number; day < (ranges[index + 1] as number); day += 1) days.add(day)
  return days
}
/** Sorted, disjoint ranges drawn at random within [0, 200). */
function randomRanges(random: ReturnType<typeof createRandom>) {
  const ranges: number[] = []
  for (let day = random.int(0, 10); day < 200; ) {
    const length = random.int(1, 30)
    ranges.push(day, Math.min(200, day + length))
    day += length + random.int(1, 20)
  }
  return ranges
}

describe('day ranges', () => {
  it('takes away exactly the days of the other set', () => {
    const random = createRandom(2701)
    for (let round = 0; round < 300; round += 1) {
      const a = randomRanges(random)
      const b = randomRanges(random)
      const taken = daysOf(b)
      expect([...daysOf(rangesWithout(a, b))].sort((x, y) => x - y)).toEqual(
        [...daysOf(a)].filter((day) => !taken.has(day)).sort((x, y) => x - y),
      )
    }
    expect(rangesWithout([10, 20], [0, 5, 12, 14, 19, 40])).toEqual([10, 12, 14, 19])
    expect(rangesWithout([10, 20], [])).toEqual([10, 20])
    expect(rangesWithout([10, 20], [0, 30])).toEqual([])
  })

  it('bounds the number of ranges by filling the smallest gaps, never losing a day', () => {
    expect(atMostRanges([0, 5, 7, 10, 30, 40, 41, 50], 2)).toEqual([0, 10, 30, 50])
    const random = createRandom(2702)
    for (let round = 0; round < 200; round += 1) {
      const ranges = randomRanges(random)
      const bounded = atMostRanges(ranges, 3)
      expect(bounded.length).toBeLessThanOrEqual(6)
      const covered = daysOf(bounded)
      for (const day of daysOf(ranges)) expect(covered.has(day)).toBe(true)
    }
  })
})
