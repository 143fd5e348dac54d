/** Distinct texts remembered; each costs one bit per listing (12.5 kB for 100,000 listings). */
const MAX_TEXTS = 256

/**
 * Which listings' folded text contains a searched text, as a bit set per text. People search a
 * short list of places and prefixes over and over, so a text is scanned once over the catalogue
 * and then kept up to date listing by listing as documents change; least recently used texts go.
 */
export function createTextMatcher(textOf: (slot: number) => string | undefined) {
  const sets = new Map<string, Uint32Array>()
  let slotCount = 0

  const ensureSize = (needle: string, bits: Uint32Array) => {
    const words = (slotCount >>> 5) + 1
    if (bits.length >= words) return bits
    const wider = new Uint32Array(words * 2)
    wider.set(bits)
    sets.set(needle, wider)
    return wider
  }
  const setBit = (bits: Uint32Array, slot: number, isOn: boolean) => {
    const word = slot >>> 5
    const mask = 1 << (slot & 31)
    bits[word] = isOn ? (bits[word] as number) | mask : (bits[word] as number) & ~mask
  }

  return {
    /** A bit set of the slots (below `used`) whose text contains `needle`. */
    matches(needle: string, used: number): Uint32Array {
      const known = sets.get(needle)
      if (known) {
        sets.delete(needle)
        sets.set(needle, known)
        return known
      }
      slotCount = Math.max(slotCount, used)
      const bits = new Uint32Array((slotCount >>> 5) + 1)
      for (let slot = 0; slot < used; slot += 1) {
        if (textOf(slot)?.includes(needle)) setBit(bits, slot, true)
      }
      if (sets.size >= MAX_TEXTS) sets.delete(sets.keys().next().value as string)
      sets.set(needle, bits)
      return bits
    },
    learn(slot: number) {
      slotCount = Math.max(slotCount, slot + 1)
      const text = textOf(slot) ?? ''
      for (const [needle, bits] of sets) setBit(ensureSize(needle, bits), slot, text.includes(needle))
    },
    forget(slot: number) {
      for (const bits of sets.values()) if (slot >>> 5 < bits.length) setBit(bits, slot, false)
    },
    clear: () => sets.clear(),
    byteLength: () => [...sets.values()].reduce((total, bits) => total + bits.byteLength, 0),
  }
}

/** Whether a slot is in a bit set from `matches`. */
export const hasBit = (bits: Uint32Array, slot: number) =>
  (((bits[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1
