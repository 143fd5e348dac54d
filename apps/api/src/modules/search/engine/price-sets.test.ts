import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../seed/random.ts'
import { hasBit } from './bit-set.ts'
import { createPriceSets } from './price-sets.ts'

/** A catalogue of `count` slots, a tenth of them empty, priced with many ties. */
function catalogue(seed: number, count: number) {
  const random = createRandom(seed)
  const prices = Array.from({ length: count }, () =>
    random.chance(0.1) ? undefined : random.pick([0, 50_000, 99_999]) + random.int(0, 40) * 2_500,
  )
  const order = () =>
    Int32Array.from(
      prices
        .map((price, slot) => ({ price, slot }))
        .filter((entry) => entry.price !== undefined)
        .sort((a, b) => (a.price as number) - (b.price as number) || a.slot - b.slot)
        .map((entry) => entry.slot),
    )
  const sets = createPriceSets(
    () => prices.length,
    (slot) => prices[slot],
    {
      view: order,
      firstAtLeast: (cents) => {
        const slots = order()
        const at = slots.findIndex((slot) => (prices[slot] as number) >= cents)
        return at === -1 ? slots.length : at
      },
    },
  )
  return { prices, sets, random }
}

/**
 * The slots priced within [min, max] by the sets: the live ones (priced) in `within` and not in
 * `outside`, as the engine ANDs them, then corrected.
 */
function inRange(
  sets: ReturnType<typeof createPriceSets>,
  prices: (number | undefined)[],
  min?: number,
  max?: number,
) {
  const count = prices.length
  const { within, outside } = sets.masks(min, max)
  const bits = new Uint32Array((count >>> 5) + 1)
  for (let slot = 0; slot < count; slot += 1) {
    const isIn =
      prices[slot] !== undefined &&
      (within ? hasBit(within, slot) : true) &&
      !(outside && hasBit(outside, slot))
    if (isIn) bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31))
  }
  sets.correct(bits, min, max)
  return Array.from({ length: count }, (_, slot) => slot).filter((slot) => hasBit(bits, slot))
}

describe('price ranges as bit sets', () => {
  it('find exactly the listings priced within any range, empty slots never', () => {
    const { prices, sets, random } = catalogue(3, 5_000)
    for (let draw = 0; draw < 100; draw += 1) {
      const min = random.chance(0.2) ? undefined : random.int(0, 210_000)
      const max = random.chance(0.2) ? undefined : (min ?? 0) + random.int(0, 120_000)
      const expected = prices.flatMap((price, slot) =>
        price !== undefined && (min === undefined || price >= min) && (max === undefined || price <= max)
          ? [slot]
          : [],
      )
      expect(inRange(sets, prices, min, max)).toEqual(expected)
    }
  })

  it('stay exact as listings change price or leave, after being built', () => {
    const { prices, sets, random } = catalogue(4, 5_000)
    sets.prepare()
    for (let change = 0; change < 500; change += 1) {
      const slot = random.int(0, prices.length - 1)
      prices[slot] = random.chance(0.2) ? undefined : random.int(0, 250_000)
      sets.update(slot)
    }
    const expected = prices.flatMap((price, slot) =>
      price !== undefined && price >= 60_000 && price <= 140_000 ? [slot] : [],
    )
    expect(inRange(sets, prices, 60_000, 140_000)).toEqual(expected)
  })
})
