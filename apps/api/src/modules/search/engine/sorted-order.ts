import { sortedByKey, type TSortKey } from './radix-order.ts'

/**
 * Slots kept sorted by `compare` (a total order: ties broken by id) in an Int32Array. A change
 * moves one slot: a binary search and one block copy, far cheaper than re-sorting the catalogue.
 *
 * Each slot also has a label, a number that grows along the order: sorting a search's matches by
 * label puts them in the order's order without walking it. A slot inserted between two others
 * takes the midpoint of their labels, so a change relabels nothing; only when a gap can no longer
 * be halved (about fifty inserts at one spot) is the whole order labelled afresh, one pass. The
 * labels used to be positions, and every change forced that pass on the next search: at a million
 * listings and ten writes a second, a good share of a core.
 */
export function createSortedOrder(
  compare: (a: number, b: number) => number,
  /** The number `compare` sorts by first, if any: a full load then sorts by it (radix-order.ts). */
  sortKey?: TSortKey,
) {
  let slots = new Int32Array(1024)
  let length = 0
  let labels = new Float64Array(1024)

  const labelOf = (position: number) => labels[slots[position] as number] as number

  /** Room for a label by slot number up to `slot`. */
  function fitLabels(slot: number) {
    if (slot < labels.length) return
    const wider = new Float64Array(Math.max(slot + 1, labels.length * 2))
    wider.set(labels)
    labels = wider
  }

  function relabel() {
    for (let index = 0; index < length; index += 1) labels[slots[index] as number] = index
  }

  /** Gives the slot just placed at `at` a label between its neighbours'. */
  function label(at: number) {
    const slot = slots[at] as number
    fitLabels(slot)
    if (length === 1) labels[slot] = 0
    else if (at === 0) labels[slot] = labelOf(1) - 1
    else if (at === length - 1) labels[slot] = labelOf(at - 1) + 1
    else {
      const [before, after] = [labelOf(at - 1), labelOf(at + 1)]
      const middle = (before + after) / 2
      if (middle > before && middle < after) labels[slot] = middle
      else relabel()
    }
  }

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
      label(at)
    },
    /** Call before the slot's sort keys change: it is found by the keys it was sorted with. */
    remove(slot: number) {
      let at = upperBound(slot) - 1
      if (slots[at] !== slot) at = slots.subarray(0, length).indexOf(slot)
      if (at < 0) return
      slots.copyWithin(at, at + 1, length)
      length -= 1
    },
    /** Replaces the content at once (a full load): one sort instead of n insertions. */
    reset(all: Int32Array) {
      this.reserve(all.length)
      length = all.length
      const sorted = sortKey && sortedByKey(all, sortKey, compare)
      if (sorted) slots.set(sorted)
      else {
        slots.set(all)
        slots.subarray(0, length).sort(compare)
      }
      for (let index = 0; index < length; index += 1) fitLabels(slots[index] as number)
      relabel()
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
    /** Each slot's label (by slot; stale for slots not in the order): ascending along the order. */
    labels: () => labels,
    byteLength: () => slots.byteLength + labels.byteLength,
  }
}
export type TSortedOrder = ReturnType<typeof createSortedOrder>
