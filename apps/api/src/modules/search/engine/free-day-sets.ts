import { setBit, widenedToHold } from './bit-set.ts'

/** Days covered, from a month before the first move-in date asked: about 13 months ahead. */
const WINDOW_DAYS = 400
const DAYS_BEFORE = 31

/**
 * For each day of a window, the bit set of listings free that night, all built in one pass the
 * first time a move-in date is asked (each listing sets the days of its free ranges), then kept
 * exact as listings change. Move-in dates vary with every renter: this makes each one a lookup.
 * A date outside the window returns undefined and is handled like any other filter value.
 */
export function createFreeDaySets(
  slotLimit: () => number,
  /** Calls `visit` with each free range [from, to) of a live slot; nothing for an empty slot. */
  freeRangesOf: (slot: number, visit: (from: number, to: number) => void) => void,
) {
  let sets: Uint32Array[] = []
  let firstDay = 0

  function mark(slot: number) {
    const lastDay = firstDay + WINDOW_DAYS
    freeRangesOf(slot, (start, end) => {
      const from = Math.max(start, firstDay)
      const to = Math.min(end, lastDay)
      for (let day = from; day < to; day += 1) setBit(sets[day - firstDay] as Uint32Array, slot, true)
    })
  }

  return {
    get(day: number): Uint32Array | undefined {
      if (sets.length === 0) {
        firstDay = day - DAYS_BEFORE
        const words = (slotLimit() >>> 5) + 1
        sets = Array.from({ length: WINDOW_DAYS }, () => new Uint32Array(words))
        for (let slot = 0; slot < slotLimit(); slot += 1) mark(slot)
      }
      return sets[day - firstDay]
    },

    /** The slot changed (or emptied): its bits are cleared on every day, then set again. */
    update(slot: number) {
      if (sets.length === 0) return
      // Only when the catalogue outgrew them: a new array on every change would be garbage per write.
      if (slot >>> 5 >= (sets[0] as Uint32Array).length) sets = sets.map((bits) => widenedToHold(bits, slot))
      for (const bits of sets) setBit(bits, slot, false)
      mark(slot)
    },

    clear() {
      sets = []
    },
    byteLength: () => sets.reduce((total, bits) => total + bits.byteLength, 0),
  }
}
