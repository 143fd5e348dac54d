import { copyOf, setBit, widenedToHold } from './bit-set.ts'
import { plainSet, type TNewSet } from './set-memory.ts'

/** Days covered, from a month before the first move-in date asked: about 13 months ahead. */
const WINDOW_DAYS = 400
const DAYS_BEFORE = 31

/** Listings whose ranges a paced build gathers between turns of the event loop. */
const SLOTS_PER_STEP = 65_536
/** Days a paced build sweeps between turns of the event loop. */
const DAYS_PER_STEP = 25

/**
 * For each day of a window, the bit set of listings free that night, all built in one sweep the
 * first time a move-in date is asked (buildSteps), then kept exact as listings change. Move-in
 * dates vary with every renter: this makes each one a lookup. A date outside the window returns
 * undefined and is handled like any other filter value. A process builds them ahead of its first
 * renter with `prepare`, a step at a time (about 0.25 s in all at a million listings).
 */
export function createFreeDaySets(
  slotLimit: () => number,
  /** Calls `visit` with each free range [from, to) of a live slot; nothing for an empty slot. */
  freeRangesOf: (slot: number, visit: (from: number, to: number) => void) => void,
  newSet: TNewSet = plainSet,
) {
  let sets: Uint32Array[] = []
  let firstDay = 0
  /** Bumped when the sets are dropped: a paced build begun before is void. */
  let generation = 0
  /**
   * The paced build running, if any, and the slots changed meanwhile: their ranges may have been
   * gathered before the change, so they are marked again once it is done.
   */
  let paced: { generation: number; changed: Set<number> } | undefined

  function mark(slot: number) {
    const lastDay = firstDay + WINDOW_DAYS
    freeRangesOf(slot, (start, end) => {
      const from = Math.max(start, firstDay)
      const to = Math.min(end, lastDay)
      for (let day = from; day < to; day += 1) setBit(sets[day - firstDay] as Uint32Array, slot, true)
    })
  }

  function remark(slot: number) {
    // Only when the catalogue outgrew them: a new array on every change would be garbage per write.
    if (slot >>> 5 >= (sets[0] as Uint32Array).length)
      sets = sets.map((bits) => widenedToHold(bits, slot, newSet))
    for (const bits of sets) setBit(bits, slot, false)
    mark(slot)
  }

  /**
   * Every day's set in one sweep of the window: each free range, cut to the window, is two events,
   * its slot coming in on its first day and going out on its end day; a day's set is the day
   * before's with that day's events applied, then copied. Setting each free night's bit one by one
   * took a second at a million listings (a few hundred nights each), on the event loop of the
   * first search with a move-in date. A slot's ranges may touch or overlap: it counts how many of
   * its ranges cover the day, and its bit is on while that count is not zero. Yields between steps
   * (a paced build gives the event loop back there) and returns the sets.
   */
  function* buildSteps(limit: number, windowStart: number): Generator<void, Uint32Array[]> {
    const lastDay = windowStart + WINDOW_DAYS
    // The events as (day, event) pairs in one Int32Array, no object each; an event is slot + 1
    // coming in, or -(slot + 1) going out. Then a counting sort by day.
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
      const from = Math.max(start, windowStart)
      const to = Math.min(end, lastDay)
      if (from >= to) return
      add(from - windowStart, slot + 1)
      if (to < lastDay) add(to - windowStart, -(slot + 1))
    }
    for (slot = 0; slot < limit; slot += 1) {
      freeRangesOf(slot, onRange)
      if ((slot + 1) % SLOTS_PER_STEP === 0) yield
    }
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
    yield
    const covering = new Uint16Array(limit)
    let bits = newSet((limit >>> 5) + 1)
    const built: Uint32Array[] = []
    for (let day = 0; day < WINDOW_DAYS; day += 1) {
      for (let at = startOfDay[day] as number; at < (startOfDay[day + 1] as number); at += 1) {
        const event = events[at] as number
        const eventSlot = Math.abs(event) - 1
        const count = (covering[eventSlot] as number) + Math.sign(event)
        covering[eventSlot] = count
        setBit(bits, eventSlot, count > 0)
      }
      built.push(bits)
      if (day + 1 < WINDOW_DAYS) bits = copyOf(bits, newSet)
      if ((day + 1) % DAYS_PER_STEP === 0) yield
    }
    return built
  }

  function buildNow(day: number) {
    firstDay = day - DAYS_BEFORE
    const steps = buildSteps(slotLimit(), firstDay)
    let step = steps.next()
    while (!step.done) step = steps.next()
    sets = step.value
  }

  return {
    get(day: number): Uint32Array | undefined {
      if (sets.length === 0) buildNow(day)
      return sets[day - firstDay]
    },

    /**
     * Builds the sets a step at a time, awaiting `pause` between steps, unless they are built or
     * being built. A search that needs them meanwhile builds them at once (`get`), and this build is
     * dropped; so is one the sets were dropped during (`clear`).
     */
    async prepare(day: number, pause: () => Promise<unknown>) {
      if (sets.length > 0 || paced?.generation === generation) return
      const build = { generation, changed: new Set<number>() }
      paced = build
      const windowStart = day - DAYS_BEFORE
      try {
        const steps = buildSteps(slotLimit(), windowStart)
        let step = steps.next()
        while (!step.done) {
          await pause()
          if (generation !== build.generation || sets.length > 0) return
          step = steps.next()
        }
        firstDay = windowStart
        sets = step.value
        for (const slot of build.changed) remark(slot)
      } finally {
        if (paced === build) paced = undefined
      }
    },

    /** The slot changed (or emptied): its bits are cleared on every day, then set again. */
    update(slot: number) {
      paced?.changed.add(slot)
      if (sets.length > 0) remark(slot)
    },

    clear() {
      sets = []
      generation += 1
    },
    byteLength: () => sets.reduce((total, bits) => total + bits.byteLength, 0),
  }
}
