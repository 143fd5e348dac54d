import { LRUCache } from 'lru-cache'

/** Distinct texts remembered; each costs one bit per listing (12.5 kB for 100,000 listings). */
const MAX_TEXTS = 256
/** Separates listings in the corpus; a searched text holding it is matched listing by listing. */
const SEPARATOR = '\u0000'
/** Listings changed since the corpus was built, past which it is built again. */
const MAX_STALE = 2_000

/**
 * Which listings' folded text contains a searched text, as a bit set per text. People search a
 * short list of places and prefixes over and over, so a text is scanned once over the catalogue
 * and then kept up to date listing by listing as documents change; least recently used texts go.
 */
export function createTextMatcher(textOf: (slot: number) => string | undefined) {
  // The least recently used text goes first when a new one needs room.
  const sets = new LRUCache<string, Uint32Array>({ max: MAX_TEXTS })
  let slotCount = 0
  // A new text is found with the engine's native indexOf over every listing's text joined in one
  // string (a few MB), jumping from match to match, instead of one `includes` call per listing.
  let corpus = ''
  let starts = new Int32Array(1)
  let corpusSlots = 0
  const stale = new Set<number>()

  function buildCorpus() {
    const parts: string[] = []
    starts = new Int32Array(slotCount + 1)
    let offset = 0
    for (let slot = 0; slot < slotCount; slot += 1) {
      const text = textOf(slot) ?? ''
      starts[slot] = offset
      parts.push(text)
      offset += text.length + 1
    }
    starts[slotCount] = offset
    corpus = parts.join(SEPARATOR)
    corpusSlots = slotCount
    stale.clear()
  }

  /** The slot whose part of the corpus holds `position`. */
  function slotAt(position: number): number {
    let low = 0
    let high = corpusSlots
    while (low < high) {
      const middle = (low + high + 1) >>> 1
      if ((starts[middle] as number) <= position) low = middle
      else high = middle - 1
    }
    return low
  }

  function scan(needle: string, bits: Uint32Array) {
    if (needle.includes(SEPARATOR)) {
      for (let slot = 0; slot < slotCount; slot += 1) {
        if (textOf(slot)?.includes(needle)) setBit(bits, slot, true)
      }
      return
    }
    if (stale.size > MAX_STALE || corpusSlots === 0) buildCorpus()
    let at = corpus.indexOf(needle)
    while (at !== -1) {
      const slot = slotAt(at)
      if (!stale.has(slot)) setBit(bits, slot, true)
      at = corpus.indexOf(needle, starts[slot + 1] as number)
    }
    for (const slot of stale) if (textOf(slot)?.includes(needle)) setBit(bits, slot, true)
    for (let slot = corpusSlots; slot < slotCount; slot += 1) {
      if (textOf(slot)?.includes(needle)) setBit(bits, slot, true)
    }
  }

  const ensureSize = (needle: string, bits: Uint32Array) => {
    const words = (slotCount >>> 5) + 1
    if (bits.length >= words) return bits
    const wider = new Uint32Array(words * 2)
    wider.set(bits)
    sets.set(needle, wider)
    return wider
  }

  return {
    /** A bit set of the slots (below `used`) whose text contains `needle`. */
    matches(needle: string, used: number): Uint32Array {
      const known = sets.get(needle)
      if (known) return known
      slotCount = Math.max(slotCount, used)
      const bits = new Uint32Array((slotCount >>> 5) + 1)
      scan(needle, bits)
      sets.set(needle, bits)
      return bits
    },
    learn(slot: number) {
      slotCount = Math.max(slotCount, slot + 1)
      if (slot < corpusSlots) stale.add(slot)
      const text = textOf(slot) ?? ''
      for (const [needle, bits] of [...sets.entries()]) {
        setBit(ensureSize(needle, bits), slot, text.includes(needle))
      }
    },
    forget(slot: number) {
      if (slot < corpusSlots) stale.add(slot)
      for (const bits of sets.values()) if (slot >>> 5 < bits.length) setBit(bits, slot, false)
    },
    clear() {
      sets.clear()
      corpus = ''
      corpusSlots = 0
      slotCount = 0
      stale.clear()
    },
    byteLength: () =>
      [...sets.values()].reduce(
        (total, bits) => total + bits.byteLength,
        corpus.length * 2 + starts.byteLength,
      ),
  }
}

export function setBit(bits: Uint32Array, slot: number, isOn: boolean) {
  const word = slot >>> 5
  const mask = 1 << (slot & 31)
  bits[word] = isOn ? (bits[word] as number) | mask : (bits[word] as number) & ~mask
}

/** Whether a slot is in a bit set from `matches`. */
export const hasBit = (bits: Uint32Array, slot: number) =>
  (((bits[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1
