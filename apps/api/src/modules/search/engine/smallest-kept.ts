/**
 * The `keep` entries of smallest key among those offered, each with its value: a max-heap of at
 * most `keep` entries, whose largest is replaced by any smaller key offered. A page of a search's
 * matches in an order needs only the first `offset + limit` of them by label: offering every match
 * costs one comparison for most of them, where sorting every match's label cost a sort of all of
 * them and then a binary search of the whole order per card to find its slot again (two cache
 * misses a step, the larger part of a search's page at 100,000 listings).
 *
 * One per read model, reused by every search (a process runs one search at a time).
 */
export function createSmallestKept() {
  let keys = new Float64Array(64)
  let values = new Int32Array(64)
  let size = 0
  let keep = 0

  function swap(a: number, b: number) {
    const key = keys[a] as number
    keys[a] = keys[b] as number
    keys[b] = key
    const value = values[a] as number
    values[a] = values[b] as number
    values[b] = value
  }

  /** Moves the entry at `at` down until both children are no larger. */
  function siftDown(at: number, length: number) {
    let parent = at
    for (;;) {
      const left = 2 * parent + 1
      if (left >= length) return
      const right = left + 1
      const larger = right < length && (keys[right] as number) > (keys[left] as number) ? right : left
      if ((keys[larger] as number) <= (keys[parent] as number)) return
      swap(parent, larger)
      parent = larger
    }
  }

  return {
    /** Starts afresh, keeping at most `count` entries. */
    reset(count: number) {
      if (count > keys.length) {
        keys = new Float64Array(count * 2)
        values = new Int32Array(count * 2)
      }
      size = 0
      keep = count
    },
    offer(key: number, value: number) {
      if (size < keep) {
        let child = size
        keys[child] = key
        values[child] = value
        size += 1
        while (child > 0) {
          const parent = (child - 1) >>> 1
          if ((keys[parent] as number) >= (keys[child] as number)) break
          swap(parent, child)
          child = parent
        }
      } else if (keep > 0 && key < (keys[0] as number)) {
        keys[0] = key
        values[0] = value
        siftDown(0, size)
      }
    },
    /** The kept values, smallest key first; the kept entries are used up. */
    drain(): Int32Array {
      // Heap sort in place: the largest goes to the end each time.
      for (let end = size - 1; end > 0; end -= 1) {
        swap(0, end)
        siftDown(0, end)
      }
      const sorted = values.slice(0, size)
      size = 0
      return sorted
    },
  }
}
export type TSmallestKept = ReturnType<typeof createSmallestKept>
