import { setBit } from './text-matcher.ts'

/** Price thresholds: each adds one bit per listing (12.5 kB for 100,000 listings). */
const THRESHOLDS = 64

/**
 * A price range as bit sets, for any range a renter types: for each of a few dozen thresholds
 * (quantiles of the catalogue's prices at load), the set of listings priced below it. A range is
 * then "below the threshold above it, and not below the one under it", and only the listings priced
 * between a threshold and the asked bound (found in the price order) are corrected one by one.
 * Sets are kept exact as listings change; thresholds only drift from the quantiles, which costs
 * speed, never correctness.
 */
export function createPriceSets(
  slotLimit: () => number,
  priceOf: (slot: number) => number | undefined,
  /** The live slots in price order, and the first index whose price is at least `cents`. */
  byPrice: { view: () => Int32Array; firstAtLeast: (cents: number) => number },
) {
  let thresholds: number[] = []
  let below: Uint32Array[] = []

  function build() {
    const limit = slotLimit()
    const words = (limit >>> 5) + 1
    const sorted = byPrice.view()
    const chosen = new Set<number>()
    for (let index = 1; index < THRESHOLDS; index += 1) {
      const slot = sorted[Math.floor((index * sorted.length) / THRESHOLDS)]
      if (slot !== undefined) chosen.add(priceOf(slot) as number)
    }
    thresholds = [...chosen].sort((a, b) => a - b)
    below = thresholds.map(() => new Uint32Array(words))
    for (let slot = 0; slot < limit; slot += 1) mark(slot)
  }

  function mark(slot: number) {
    const price = priceOf(slot)
    for (let index = 0; index < thresholds.length; index += 1) {
      setBit(below[index] as Uint32Array, slot, price !== undefined && price < (thresholds[index] as number))
    }
  }

  return {
    /**
     * Narrows `bits` (a bit set of live slots) to the slots priced within [min, max], either bound
     * optional. Costs a few word-wise passes plus the listings between a threshold and a bound.
     */
    narrow(bits: Uint32Array, words: number, min: number | undefined, max: number | undefined) {
      if (thresholds.length === 0 && below.length === 0) build()
      const order = byPrice.view()
      if (min !== undefined) {
        // Below the highest threshold ≤ min: out as a set; from it up to min: out one by one.
        let index = thresholds.length - 1
        while (index >= 0 && (thresholds[index] as number) > min) index -= 1
        const from = index >= 0 ? byPrice.firstAtLeast(thresholds[index] as number) : 0
        if (index >= 0) {
          const set = below[index] as Uint32Array
          for (let word = 0; word < words; word += 1)
            bits[word] = (bits[word] as number) & ~(set[word] as number)
        }
        const to = byPrice.firstAtLeast(min)
        for (let at = from; at < to; at += 1) setBit(bits, order[at] as number, false)
      }
      if (max !== undefined) {
        // At or above the lowest threshold > max: out as a set; from above max up to it: one by one.
        let index = 0
        while (index < thresholds.length && (thresholds[index] as number) <= max) index += 1
        const to =
          index < thresholds.length ? byPrice.firstAtLeast(thresholds[index] as number) : order.length
        if (index < thresholds.length) {
          const set = below[index] as Uint32Array
          for (let word = 0; word < words; word += 1)
            bits[word] = (bits[word] as number) & (set[word] as number)
        }
        for (let at = byPrice.firstAtLeast(max + 1); at < to; at += 1)
          setBit(bits, order[at] as number, false)
      }
    },

    /** The slot changed (or emptied). */
    update(slot: number) {
      if (below.length === 0) return
      if (slot >>> 5 >= (below[0] as Uint32Array).length) {
        below = below.map((bits) => {
          const wider = new Uint32Array(Math.max((slot >>> 5) + 1, bits.length * 2))
          wider.set(bits)
          return wider
        })
      }
      mark(slot)
    },

    clear() {
      thresholds = []
      below = []
    },
    byteLength: () => below.reduce((total, bits) => total + bits.byteLength, 0),
  }
}
