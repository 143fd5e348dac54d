/**
 * Slots kept sorted by `compare` (a total order: ties broken by id) in an Int32Array. A change
 * moves one slot: a binary search and one block copy, far cheaper than re-sorting the catalogue.
 */
export function createSortedOrder(compare: (a: number, b: number) => number) {
  let slots = new Int32Array(1024)
  let length = 0
  /** Each slot's position, rebuilt on first use after a change (one pass, not one per change). */
  let ranks = new Int32Array(0)
  let isRanked = false

  /** The first index whose slot sorts after `slot`. */
  function upperBound(slot: number): number {
    let low = 0
    let high = length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (compare(slots[middle] as number, slot) <= 0) low = middle + 1
      else high = middle
    }
    return low
  }

  return {
    compare,
    reserve(capacity: number) {
      if (capacity <= slots.length) return
      const wider = new Int32Array(capacity)
      wider.set(slots.subarray(0, length))
      slots = wider
    },
    insert(slot: number) {
      if (length === slots.length) this.reserve(slots.length * 2)
      const at = upperBound(slot)
      slots.copyWithin(at + 1, at, length)
      slots[at] = slot
      length += 1
      isRanked = false
    },
    /** Call before the slot's sort keys change: it is found by the keys it was sorted with. */
    remove(slot: number) {
      let at = upperBound(slot) - 1
      if (slots[at] !== slot) at = slots.subarray(0, length).indexOf(slot)
      if (at < 0) return
      slots.copyWithin(at, at + 1, length)
      length -= 1
      isRanked = false
    },
    /** Replaces the content at once (a full load): one sort instead of n insertions. */
    reset(all: Int32Array) {
      this.reserve(all.length)
      slots.set(all)
      length = all.length
      slots.subarray(0, length).sort(compare)
      isRanked = false
    },
    /** The first index whose slot does not sort before the given keys (`before(slot)` is true). */
    partition(before: (slot: number) => boolean): number {
      let low = 0
      let high = length
      while (low < high) {
        const middle = (low + high) >>> 1
        if (before(slots[middle] as number)) low = middle + 1
        else high = middle
      }
      return low
    },
    walk(isReversed: boolean, visit: (slot: number) => void) {
      if (isReversed) for (let index = length - 1; index >= 0; index -= 1) visit(slots[index] as number)
      else for (let index = 0; index < length; index += 1) visit(slots[index] as number)
    },
    /** The slots in order, as a view (valid until the next change). */
    view: () => slots.subarray(0, length),
    /** Each slot's index in the order (valid until the next change; stale for slots not in it). */
    ranks(slotCount: number): Int32Array {
      if (isRanked && ranks.length >= slotCount) return ranks
      if (ranks.length < slotCount) ranks = new Int32Array(Math.max(slotCount, slots.length))
      for (let index = 0; index < length; index += 1) ranks[slots[index] as number] = index
      isRanked = true
      return ranks
    },
    byteLength: () => slots.byteLength + ranks.byteLength,
  }
}
export type TSortedOrder = ReturnType<typeof createSortedOrder>
