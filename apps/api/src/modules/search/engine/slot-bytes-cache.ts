import { MAP_PAGE_SIZE_MAX } from '@demeure/shared'

/**
 * Places of a cache by default (a power of two): each slot of a 100,000-listing catalogue has a
 * place of its own; in a million-listing one eight slots share each place (decision 010).
 */
export const SLOT_BYTES_PLACES = 2 ** 17
/**
 * Bytes of text a cache holds by default, in one block: a 100,000-listing catalogue's cards (about
 * 55 MB) fit. The block is all the memory the texts take, however often they change.
 */
export const SLOT_BYTES_BUDGET = 64 * 2 ** 20
/** A text longer than this (in UTF-16 units, three bytes each at most) is written each time, not kept. */
const MAX_KEPT_UNITS = 4096
/**
 * The most one answer can write into the ring while it holds views of it: MAP_PAGE_SIZE_MAX texts
 * (the map's largest page; a search page or the map's markers hold fewer), plus the end of the
 * block one of them may skip when the ring comes round.
 */
const ONE_ANSWER_BYTES = (MAP_PAGE_SIZE_MAX + 1) * MAX_KEPT_UNITS * 3
/** The least budget of a cache that keeps anything: four answers' worth. */
const MIN_BUDGET = 4 * ONE_ANSWER_BYTES
const EMPTY = Buffer.alloc(0)

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
 *
 * The texts live in one block written as a ring: a new text goes after the last one and, at the
 * end, from the start again, over the oldest. Kept as a Buffer each, a million-listing catalogue's
 * ever-changing texts pinned the 8 KB pool slabs they were cut from: 96 MB of text held about
 * 400 MB (decision 026). A text read is a view of the block, valid until the ring comes round to
 * it: `get` rewrites a text whose bytes are within one answer's writing of being overwritten,
 * so a view stays whole while that answer writes. Callers copy their views
 * into the answer in the same synchronous run (search/service.ts), which writes far less.
 */
export function createSlotBytesCache(places = SLOT_BYTES_PLACES, budget = SLOT_BYTES_BUDGET) {
  if (!Number.isInteger(places) || places < 0 || (places & (places - 1)) !== 0)
    throw new Error(`A cache's places must be 0 or a power of two, not ${places}`)
  if (places > 0 && budget < MIN_BUDGET)
    throw new Error(`A cache's budget must be at least ${MIN_BUDGET} bytes`)
  const mask = places - 1
  const owners = new Int32Array(places).fill(-1)
  /** Where each place's text starts in the ring's written stream (it only grows; < 2^53). */
  const starts = new Float64Array(places)
  const lengths = new Int32Array(places)
  /** Made at the first text kept: a model that never writes a card (the saved-search matcher's) has none. */
  let block = EMPTY
  // A text this close to being overwritten is written again before it is handed out, so its view
  // stays whole through the answer reading it. One answer's worth and no more: a quarter of the
  // budget, as it was, kept rewriting cards a 100,000-listing catalogue (55 of 64 MB) never let out
  // of that last quarter, about 5 µs of each search.
  const margin = ONE_ANSWER_BYTES
  /** Where the next text goes in the written stream; `head % budget` in the block. */
  let head = 0

  /** Appends the text, at the block's start again when it would not fit before the end. */
  function keep(place: number, slot: number, text: string): Buffer {
    if (block === EMPTY) block = Buffer.allocUnsafeSlow(budget)
    let at = head % budget
    if (at + text.length * 3 > budget) {
      head += budget - at
      at = 0
    }
    const length = block.write(text, at)
    owners[place] = slot
    starts[place] = head
    lengths[place] = length
    head += length
    return block.subarray(at, at + length)
  }

  return {
    places,
    /** The slot's bytes, from `write` when the cache does not hold them. */
    get(slot: number, write: (slot: number) => string): Buffer {
      if (places === 0) return Buffer.from(write(slot))
      const place = slot & mask
      const start = starts[place] as number
      if (owners[place] === slot && start + budget - head >= margin) {
        const at = start % budget
        return block.subarray(at, at + (lengths[place] as number))
      }
      const text = write(slot)
      if (text.length > MAX_KEPT_UNITS) return Buffer.from(text)
      return keep(place, slot, text)
    },
    forget(slot: number) {
      const place = slot & mask
      if (owners[place] === slot) owners[place] = -1
    },
    clear() {
      owners.fill(-1)
      head = 0
    },
    /** Bytes of the block written so far (its share of resident memory), for the memory figures. */
    byteLength: () => Math.min(head, budget),
    /** Whether the ring has room left before it first comes round (prewarm fills it that far). */
    hasRoom: () => places > 0 && head + 4096 <= budget,
  }
}
