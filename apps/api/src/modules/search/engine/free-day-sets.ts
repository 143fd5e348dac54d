import { setBit, widenedToHold } from './bit-set.ts'

/** Days covered, from a month before the first move-in date asked: about 13 months ahead. */
const WINDOW_DAYS = 400
const DAYS_BEFORE = 31

/**
 * For each day of a window, the bit set of listings free that night, all built in one sweep the
 * first time a move-in date is asked (buildAll), then kept exact as listings change. Move-in dates vary with every renter: this makes each one a lookup.
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

  /**
   * Every day's set in one sweep of the window: each free range, cut to the window, is two events,
   * its slot coming in on its first day and going out on its end day; a day's set is the day
   * before's with that day's events applied, then copied. Setting each free night's bit one by one
   * took a second at a million listings (a few hundred nights each), on the event loop of the
   * first search with a move-in date. A slot's ranges may touch or overlap: it counts how many of
   * its ranges cover the day, and its bit is on while that count is not zero.
   */
  function buildAll(limit: number) {
    const lastDay = firstDay + WINDOW_DAYS
    // One pass gathers the events as (day, event) pairs in one Int32Array, no object each; an
    // event is slot + 1 coming in, or -(slot + 1) going out. Then a counting sort by day.
    let pairs = new Int32Array(Math.max(1024, limit * 4))
    let used = 0
    let slot = 0
    const add = (day: number, event: number) => {
      if (used + 2 > pairs.length) {
        const wider = new Int32Array(pairs.length * 2)
        wider.set(pairs)
        pairs = wider
      }
      pairs[used] = day
      pairs[used + 1] = event
      used += 2
    }
    const onRange = (start: number, end: number) => {
      const from = Math.max(start, firstDay)
      const to = Math.min(end, lastDay)
      if (from >= to) return
      add(from - firstDay, slot + 1)
      if (to < lastDay) add(to - firstDay, -(slot + 1))
    }
    for (slot = 0; slot < limit; slot += 1) freeRangesOf(slot, onRange)
    const startOfDay = new Int32Array(WINDOW_DAYS + 1)
    for (let at = 0; at < used; at += 2) {
      const day = pairs[at] as number
      startOfDay[day + 1] = (startOfDay[day + 1] as number) + 1
    }
    for (let day = 1; day <= WINDOW_DAYS; day += 1)
      startOfDay[day] = (startOfDay[day] as number) + (startOfDay[day - 1] as number)
    const events = new Int32Array(used / 2)
    const placed = startOfDay.slice(0, WINDOW_DAYS)
    for (let at = 0; at < used; at += 2) {
      const day = pairs[at] as number
      events[placed[day] as number] = pairs[at + 1] as number
      placed[day] = (placed[day] as number) + 1
    }
    const covering = new Uint16Array(limit)
    let bits = new Uint32Array((limit >>> 5) + 1)
    sets = []
    for (let day = 0; day < WINDOW_DAYS; day += 1) {
      for (let at = startOfDay[day] as number; at < (startOfDay[day + 1] as number); at += 1) {
        const event = events[at] as number
        const eventSlot = Math.abs(event) - 1
        const count = (covering[eventSlot] as number) + Math.sign(event)
        covering[eventSlot] = count
        setBit(bits, eventSlot, count > 0)
      }
      sets.push(bits)
      if (day + 1 < WINDOW_DAYS) bits = bits.slice()
    }
  }

  return {
    get(day: number): Uint32Array | undefined {
      if (sets.length === 0) {
        firstDay = day - DAYS_BEFORE
        buildAll(slotLimit())
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
