import { setImmediate as nextTurn } from 'node:timers/promises'
import { LRUCache } from 'lru-cache'
import { hasBit, setBit, widenedToHold } from './bit-set.ts'
import { keepUntilCollected, plainSet, type TNewSet, type TReleaseSet } from './set-memory.ts'
import { createStringColumn } from './string-column.ts'

/** Distinct texts remembered; each costs one bit per listing (12.5 kB for 100,000 listings). */
const MAX_TEXTS = 256

/**
 * Which listings' folded text contains a searched text, as a bit set per text. People search a
 * short list of places and prefixes over and over, so a text is scanned once over the catalogue
 * and then kept up to date listing by listing as documents change; least recently used texts go.
 * The matcher holds the folded texts themselves, once: joined in one string (string-column.ts)
 * that a new text is found in with the engine's native indexOf, jumping from match to match.
 */
export function createTextMatcher(newSet: TNewSet = plainSet, release: TReleaseSet = keepUntilCollected) {
  // The least recently used text goes first when a new one needs room. A set evicted or replaced by
  // a wider one is read by nothing: searches read a text's set in the same run as they ask for it.
  const sets = new LRUCache<string, Uint32Array>({
    max: MAX_TEXTS,
    dispose: (bits, _needle, reason) => {
      if (reason === 'evict' || reason === 'set') release(bits)
    },
  })
  const texts = createStringColumn()
  /** Slots holding a listing's text (an emptied slot keeps its old text until reused). */
  let present: Uint32Array = new Uint32Array(32)
  let slotCount = 0
  /** Texts whose set is being built a step at a time, by text; `clear` voids them. */
  const building = new Map<string, Promise<void>>()
  let loads = 0

  /** The set of a new text, scanned a step at a time (string-column.ts forEachContainingPaced). */
  async function buildPaced(needle: string) {
    const load = loads
    for (;;) {
      let bits = newSet((slotCount >>> 5) + 1)
      const isComplete = await texts.forEachContainingPaced(
        needle,
        (slot, isMatch) => {
          bits = widenedToHold(bits, slot, newSet)
          setBit(bits, slot, isMatch)
        },
        nextTurn,
      )
      if (load !== loads) return
      if (!isComplete) continue
      // Slots emptied during the scan.
      for (let word = 0; word < bits.length; word += 1)
        bits[word] = (bits[word] as number) & (present[word] ?? 0)
      if (!sets.has(needle)) sets.set(needle, bits)
      return
    }
  }

  const isPresent = (slot: number) => slot >>> 5 < present.length && hasBit(present, slot)
  function mark(slot: number, isOn: boolean) {
    present = widenedToHold(present, slot)
    setBit(present, slot, isOn)
    slotCount = Math.max(slotCount, slot + 1)
  }

  /** The text's set, widened (and kept) when it no longer holds every slot up to `slotCount`. */
  const ensureSize = (needle: string, bits: Uint32Array) => {
    const wider = widenedToHold(bits, slotCount, newSet)
    if (wider !== bits) sets.set(needle, wider)
    return wider
  }

  return {
    /** A listing's folded text; undefined for an empty slot. */
    textOf: (slot: number) => (isPresent(slot) ? texts.get(slot) : undefined),
    /**
     * Makes `matches(needle)` a lookup: a text not searched before is scanned a step at a time,
     * giving the event loop back between steps, so that at a million listings its 10 to 70 ms
     * fall on its own reader and not on every search behind it. Readers of one text share a scan.
     */
    prepare(needle: string): Promise<void> {
      if (sets.has(needle)) return Promise.resolve()
      let build = building.get(needle)
      if (!build) {
        build = buildPaced(needle).finally(() => building.delete(needle))
        building.set(needle, build)
      }
      return build
    },
    /** A bit set of the slots (below `used`) whose text contains `needle`. */
    matches(needle: string, used: number): Uint32Array {
      const known = sets.get(needle)
      if (known) return known
      slotCount = Math.max(slotCount, used)
      const bits = newSet((slotCount >>> 5) + 1)
      texts.forEachContaining(needle, (slot) => {
        if (isPresent(slot)) setBit(bits, slot, true)
      })
      sets.set(needle, bits)
      return bits
    },
    /** A bulk load: forget everything, then `append` slot 0, 1, 2… in order and `seal`. */
    clear() {
      loads += 1
      building.clear()
      sets.clear()
      texts.clear()
      present = new Uint32Array(32)
      slotCount = 0
    },
    append(text: string) {
      mark(slotCount, true)
      texts.append(text)
    },
    /** The next `count` slots' texts at once, joined by `separator` (string-column.ts appendJoined). */
    appendJoined(joined: string, separator: string, count: number) {
      const first = slotCount
      for (let index = 0; index < count; index += 1) mark(first + index, true)
      texts.appendJoined(joined, separator, count)
    },
    seal: () => texts.seal(),
    /** The slot now holds this text (after the load). */
    learn(slot: number, text: string) {
      mark(slot, true)
      texts.set(slot, text)
      for (const [needle, bits] of [...sets.entries()]) {
        setBit(ensureSize(needle, bits), slot, text.includes(needle))
      }
    },
    /** The slot is emptied. */
    forget(slot: number) {
      if (slot >>> 5 < present.length) setBit(present, slot, false)
      for (const bits of sets.values()) if (slot >>> 5 < bits.length) setBit(bits, slot, false)
    },
    byteLength: () =>
      [...sets.values()].reduce(
        (total, bits) => total + bits.byteLength,
        texts.byteLength() + present.byteLength,
      ),
  }
}
