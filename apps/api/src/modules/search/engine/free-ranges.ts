/**
 * Every listing's free nights as [start, end) day-number pairs, all in one Int32Array: one typed
 * array per listing would cost more in object headers than in days. A changed listing's ranges are
 * appended and its old ones left as garbage, which is squeezed out once it is half the pool.
 */
export function createFreeRanges() {
  let pool = new Int32Array(4096)
  let poolUsed = 0
  let garbage = 0
  let start = new Int32Array(1024)
  let length = new Int32Array(1024)

  function compact(slotCount: number) {
    const packed = new Int32Array(Math.max(4096, (poolUsed - garbage) * 2))
    let at = 0
    for (let slot = 0; slot < slotCount; slot += 1) {
      const from = start[slot] as number
      const count = length[slot] as number
      packed.set(pool.subarray(from, from + count), at)
      start[slot] = at
      at += count
    }
    pool = packed
    poolUsed = at
    garbage = 0
  }

  return {
    reserve(capacity: number) {
      if (capacity <= start.length) return
      const widen = (column: Int32Array) => {
        const wider = new Int32Array(capacity)
        wider.set(column)
        return wider
      }
      start = widen(start)
      length = widen(length)
    },

    /** Replaces the slot's ranges with `days` ([start, end) pairs, sorted). */
    set(slot: number, days: ArrayLike<number>, slotCount: number) {
      garbage += length[slot] as number
      length[slot] = 0
      if (garbage > 4096 && garbage * 2 > poolUsed) compact(slotCount)
      if (poolUsed + days.length > pool.length) {
        const wider = new Int32Array(Math.max(pool.length * 2, poolUsed + days.length))
        wider.set(pool.subarray(0, poolUsed))
        pool = wider
      }
      for (let index = 0; index < days.length; index += 1) pool[poolUsed + index] = days[index] as number
      start[slot] = poolUsed
      length[slot] = days.length
      poolUsed += days.length
    },

    clear(slot: number) {
      garbage += length[slot] as number
      length[slot] = 0
    },

    reset() {
      poolUsed = 0
      garbage = 0
      length.fill(0)
    },

    /** Whether the night starting on `day` is free (what `free_dates @> day` answers). */
    isFree(slot: number, day: number): boolean {
      const end = (start[slot] as number) + (length[slot] as number)
      for (let index = start[slot] as number; index < end; index += 2) {
        if (day < (pool[index] as number)) return false
        if (day < (pool[index + 1] as number)) return true
      }
      return false
    },

    /** Calls `visit` with each free range [from, to) of the slot, in order. */
    forEach(slot: number, visit: (from: number, to: number) => void) {
      const end = (start[slot] as number) + (length[slot] as number)
      for (let index = start[slot] as number; index < end; index += 2) {
        visit(pool[index] as number, pool[index + 1] as number)
      }
    },

    byteLength: () => pool.byteLength + start.byteLength + length.byteLength,
  }
}
export type TFreeRanges = ReturnType<typeof createFreeRanges>
