import { setBit, widenedToHold } from './bit-set.ts'
import { plainSet, type TNewSet } from './set-memory.ts'

/** Distinct filter values remembered (a type, an amenity, a city, a guest count, a move-in day…). */
const MAX_SETS = 1_024

/**
 * For each filter value asked, the bit set of listings that pass it: built by one pass over the
 * catalogue the first time the value is asked, then kept exact listing by listing as documents
 * change (each change re-tests that one listing against every remembered value). A search then
 * combines a few bit sets word by word, 32 listings at a time, instead of testing every listing.
 */
export function createDerivedSets(slotLimit: () => number, newSet: TNewSet = plainSet) {
  const sets = new Map<string, { bits: Uint32Array; test: (slot: number) => boolean }>()

  return {
    get(key: string, test: (slot: number) => boolean): Uint32Array {
      const known = sets.get(key)
      if (known) {
        sets.delete(key)
        sets.set(key, known)
        return known.bits
      }
      const limit = slotLimit()
      const bits = newSet((limit >>> 5) + 1)
      for (let slot = 0; slot < limit; slot += 1) if (test(slot)) setBit(bits, slot, true)
      if (sets.size >= MAX_SETS) sets.delete(sets.keys().next().value as string)
      sets.set(key, { bits, test })
      return bits
    },

    /** The slot changed (or emptied): re-test it against every remembered value. */
    update(slot: number) {
      for (const entry of sets.values()) {
        entry.bits = widenedToHold(entry.bits, slot, newSet)
        setBit(entry.bits, slot, entry.test(slot))
      }
    },

    clear: () => sets.clear(),
    byteLength: () => [...sets.values()].reduce((total, entry) => total + entry.bits.byteLength, 0),
  }
}
