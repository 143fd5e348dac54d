/**
 * Places of a cache by default (a power of two): each slot of a 100,000-listing catalogue has a
 * place of its own; in a million-listing one eight slots share each place (decision 010).
 */
export const SLOT_BYTES_PLACES = 2 ** 17
/**
 * Bytes of text a cache holds at most by default: a 100,000-listing catalogue's cards (about
 * 55 MB) fit. A kept text costs about twice its length in resident memory (its Buffer and the
 * allocator's share), and the million-listing process has its memory bound to keep.
 */
export const SLOT_BYTES_BUDGET = 64 * 2 ** 20

/**
 * One JSON text per slot (a listing's card, or its map item) kept as UTF-8 bytes once written, until
 * the slot changes. Writing a card reads some twenty columns at its slot, as many cache misses on a
 * random page; sending text also encodes it twice per request (its length, then its bytes). A page
 * of cards kept as bytes is copied into the answer instead: about a sixth of a search's CPU.
 *
 * Direct-mapped: slot `s` may only live at place `s & mask`, so a lookup is one comparison and a
 * write evicts only the place's previous slot; nothing is ordered or counted. The read model
 * forgets a slot at every change to it (upsert, remove) and everything at a full load, so each of
 * N processes, fed by the same change feed, serves its own model's current text. `places = 0`
 * keeps nothing (every read writes).
 */
export function createSlotBytesCache(places = SLOT_BYTES_PLACES, budget = SLOT_BYTES_BUDGET) {
  if (!Number.isInteger(places) || places < 0 || (places & (places - 1)) !== 0)
    throw new Error(`A cache's places must be 0 or a power of two, not ${places}`)
  const mask = places - 1
  const owners = new Int32Array(places).fill(-1)
  const kept: (Buffer | undefined)[] = new Array(places).fill(undefined)
  let held = 0

  function empty(place: number) {
    held -= (kept[place] as Buffer).length
    owners[place] = -1
    kept[place] = undefined
  }

  return {
    places,
    /** The slot's bytes, from `write` when the cache does not hold them. */
    get(slot: number, write: (slot: number) => string): Buffer {
      if (places === 0) return Buffer.from(write(slot))
      const place = slot & mask
      if (owners[place] === slot) return kept[place] as Buffer
      if (owners[place] !== -1) empty(place)
      const bytes = Buffer.from(write(slot))
      // Past the budget a text is written each time it is read, as with no cache.
      if (held + bytes.length > budget) return bytes
      owners[place] = slot
      kept[place] = bytes
      held += bytes.length
      return bytes
    },
    forget(slot: number) {
      const place = slot & mask
      if (owners[place] === slot) empty(place)
    },
    clear() {
      owners.fill(-1)
      kept.fill(undefined)
      held = 0
    },
    /** Bytes held (the texts alone), for the memory figures. */
    byteLength: () => held,
    /** Whether a text of a few hundred bytes would still be kept. */
    hasRoom: () => places > 0 && held + 4096 <= budget,
  }
}
