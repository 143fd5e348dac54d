import { copyOf, setBit, widenedToHold } from './bit-set.ts'
import { plainSet, type TNewSet } from './set-memory.ts'

/**
 * Listings between two thresholds, at most: a bound inside that band costs a test per listing of
 * it (half of it on average), so a larger catalogue gets more thresholds. Each threshold adds one
 * bit per listing: 64 of them for up to 262,144 listings, 245 (31 MB) for a million.
 */
const LISTINGS_PER_BAND = 4_096
const MIN_THRESHOLDS = 64

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
  newSet: TNewSet = plainSet,
) {
  let thresholds: number[] = []
  let below: Uint32Array[] = []

  function build() {
    const limit = slotLimit()
    const words = (limit >>> 5) + 1
    const sorted = byPrice.view()
    const chosen = new Set<number>()
    const count = Math.max(MIN_THRESHOLDS, Math.ceil(sorted.length / LISTINGS_PER_BAND))
    for (let index = 1; index < count; index += 1) {
      const slot = sorted[Math.floor((index * sorted.length) / count)]
      if (slot !== undefined) chosen.add(priceOf(slot) as number)
    }
    thresholds = [...chosen].sort((a, b) => a - b)
    // Each threshold's set is the one under it plus the listings priced between the two: one walk
    // of the price order and a copy per threshold. Testing every listing against every threshold
    // took 1.5 s at a million listings, on the event loop of the first search with a price.
    below = []
    let set = newSet(words)
    let at = 0
    for (const threshold of thresholds) {
      for (; at < sorted.length; at += 1) {
        const slot = sorted[at] as number
        if ((priceOf(slot) as number) >= threshold) break
        setBit(set, slot, true)
      }
      below.push(set)
      set = copyOf(set, newSet)
    }
  }

  function mark(slot: number) {
    const price = priceOf(slot)
    for (let index = 0; index < thresholds.length; index += 1) {
      setBit(below[index] as Uint32Array, slot, price !== undefined && price < (thresholds[index] as number))
    }
  }

  /** The sets are built on first use (or by `prepare`), and again after `clear`. */
  function buildOnce() {
    if (thresholds.length === 0 && below.length === 0) build()
  }

  /** The highest threshold at or below `min` (-1: none), and the lowest one above `max` (length: none). */
  function thresholdsAround(min: number | undefined, max: number | undefined) {
    buildOnce()
    let under = -1
    if (min !== undefined)
      while (under + 1 < thresholds.length && (thresholds[under + 1] as number) <= min) under += 1
    let over = thresholds.length
    if (max !== undefined) {
      over = 0
      while (over < thresholds.length && (thresholds[over] as number) <= max) over += 1
    }
    return { under, over }
  }

  return {
    /** Builds the sets now if they are not (a process readies them before its first price search). */
    prepare: buildOnce,

    /**
     * A price range [min, max] (either bound optional) as whole sets, to be ANDed word by word with
     * the other filters': `within` (priced below the threshold above max) and `outside` (priced
     * below the threshold under min, to be taken out). What lies between a threshold and a bound
     * is left to `correct`.
     */
    masks(min: number | undefined, max: number | undefined) {
      const { under, over } = thresholdsAround(min, max)
      return {
        within: below[over],
        outside: under >= 0 ? below[under] : undefined,
      }
    },

    /**
     * Takes out of `bits` (already ANDed with `masks`) the listings priced between a threshold and
     * a bound, found in the price order; answers how many set bits it cleared.
     */
    correct(bits: Uint32Array, min: number | undefined, max: number | undefined): number {
      const { under, over } = thresholdsAround(min, max)
      const order = byPrice.view()
      let cleared = 0
      if (min !== undefined) {
        const from = under >= 0 ? byPrice.firstAtLeast(thresholds[under] as number) : 0
        cleared += clearSlots(bits, order, from, byPrice.firstAtLeast(min))
      }
      if (max !== undefined) {
        const to = over < thresholds.length ? byPrice.firstAtLeast(thresholds[over] as number) : order.length
        cleared += clearSlots(bits, order, byPrice.firstAtLeast(max + 1), to)
      }
      return cleared
    },

    /** The slot changed (or emptied). */
    update(slot: number) {
      if (below.length === 0) return
      // Only when the catalogue outgrew them: a new array on every change would be garbage per write.
      if (slot >>> 5 >= (below[0] as Uint32Array).length)
        below = below.map((bits) => widenedToHold(bits, slot, newSet))
      mark(slot)
    },

    clear() {
      thresholds = []
      below = []
    },
    byteLength: () => below.reduce((total, bits) => total + bits.byteLength, 0),
  }
}

/**
 * Clears the bits of the slots `order[from]`…`order[to - 1]`; answers how many were set. (A
 * function of the module, not a closure made per search: the server's TypeScript loader names
 * every closure it makes, a property definition each time.)
 */
function clearSlots(bits: Uint32Array, order: Int32Array, from: number, to: number) {
  let cleared = 0
  for (let at = from; at < to; at += 1) {
    const slot = order[at] as number
    const mask = 1 << (slot & 31)
    const word = bits[slot >>> 5] as number
    if ((word & mask) === 0) continue
    bits[slot >>> 5] = word & ~mask
    cleared += 1
  }
  return cleared
}
