/**
 * Separates slots in the joined string. PostgreSQL text cannot hold it, so no stored text does;
 * a searched text holding it is matched slot by slot.
 */
const SEPARATOR = '\u0000'
/** Texts joined per piece during a bulk load: the rows' own strings are freed chunk by chunk. */
const PIECE = 4096
/** Slots scanned per step of a paced search: about 2 ms of indexOf at a million listings. */
const PACED_STEP = 32_768

/**
 * One text per slot (a title, a street, a search text), all of them joined in one string with
 * their start offsets in an Int32Array: a million short strings would cost a header each (16 to 24
 * bytes on top of their characters) plus an 8-byte pointer in an array, and as many objects for the
 * garbage collector to trace. A slot's text is read back as a slice of the joined string. Texts set
 * after the join (changed listings) live in a small map until there are enough of them to join
 * everything again. The joined string is one byte per character while every text is Latin-1; one
 * character beyond it (an emoji, "œ") makes it two bytes per character, still less than separate
 * strings.
 */
export function createStringColumn() {
  let joined = ''
  /** starts[slot]…starts[slot + 1] - 1 is the slot's text in `joined`. */
  let starts = new Int32Array(1)
  /** Slots held in `joined` (a bulk load's slots count once it is sealed). */
  let sealed = 0
  /** Texts set since the join, by slot. */
  const recent = new Map<number, string>()
  /** A bulk load's texts: joined pieces, and the texts of the piece being filled. */
  let pieces: string[] = []
  let parts: string[] = []
  let appended = 0
  let offset = 0
  let slotCount = 0
  /** Bumped whenever `joined` is replaced or emptied: a paced search over the old one is void. */
  let generation = 0

  /** The slot whose part of `joined` holds `position`. */
  function slotAt(position: number): number {
    let low = 0
    let high = sealed
    while (low < high) {
      const middle = (low + high + 1) >>> 1
      if ((starts[middle] as number) <= position) low = middle
      else high = middle - 1
    }
    return low
  }

  function get(slot: number): string | undefined {
    if (recent.size > 0 && recent.has(slot)) return recent.get(slot)
    if (slot >= sealed) return undefined
    return joined.slice(starts[slot] as number, (starts[slot + 1] as number) - 1)
  }

  /** Starts a fresh join (empty, or the slots' current texts), ready for `append`. */
  function open() {
    pieces = []
    parts = []
    appended = 0
    offset = 0
    sealed = 0
  }

  function append(text: string) {
    if (appended + 2 > starts.length) {
      const wider = new Int32Array(Math.max(1024, starts.length * 2))
      wider.set(starts)
      starts = wider
    }
    starts[appended] = offset
    offset += text.length + 1
    appended += 1
    starts[appended] = offset
    parts.push(text)
    if (parts.length === PIECE) {
      pieces.push(parts.join(SEPARATOR) + SEPARATOR)
      parts = []
    }
  }

  /**
   * The next `count` slots' texts at once during a bulk load: `text` holds them joined by
   * `separator`, which none of them holds (document-columns.ts checked that it cuts `text` into
   * exactly `count` parts). One copy of the whole, instead of a slice and a join a text.
   */
  function appendJoined(text: string, separator: string, count: number) {
    if (parts.length > 0) {
      pieces.push(parts.join(SEPARATOR) + SEPARATOR)
      parts = []
    }
    if (appended + count + 1 > starts.length) {
      const wider = new Int32Array(Math.max(1024, starts.length * 2, appended + count + 1))
      wider.set(starts)
      starts = wider
    }
    const piece = `${text.replaceAll(separator, SEPARATOR)}${SEPARATOR}`
    let from = 0
    for (let index = 0; index < count; index += 1) {
      starts[appended] = offset + from
      from = piece.indexOf(SEPARATOR, from) + 1
      appended += 1
    }
    offset += piece.length
    starts[appended] = offset
    pieces.push(piece)
  }

  function seal() {
    if (parts.length > 0) pieces.push(parts.join(SEPARATOR) + SEPARATOR)
    joined = pieces.join('')
    pieces = []
    parts = []
    sealed = appended
    slotCount = Math.max(slotCount, sealed)
    recent.clear()
    generation += 1
  }

  /** Joins every slot's current text again (the map of recent texts grew too large). */
  function rejoin() {
    const texts: string[] = []
    for (let slot = 0; slot < slotCount; slot += 1) texts.push(get(slot) ?? '')
    open()
    for (const text of texts) append(text)
    seal()
  }

  return {
    get,
    /** A bulk load: forget every text, then `append` slot 0, 1, 2… in order and `seal`. */
    clear() {
      recent.clear()
      joined = ''
      slotCount = 0
      generation += 1
      open()
    },
    /** The next slot's text during a bulk load (after `clear`). */
    append,
    appendJoined,
    /** Ends a bulk load: its texts become readable. */
    seal,
    /** Sets one slot's text after the load. */
    set(slot: number, text: string) {
      slotCount = Math.max(slotCount, slot + 1)
      recent.set(slot, text)
      if (recent.size > Math.max(2_000, sealed >>> 5)) rejoin()
    },
    /**
     * `forEachContaining` a step of slots at a time, awaiting `pause` between steps so that other
     * work runs meanwhile. `visit(slot, true)` for each match of the joined texts, then
     * `visit(slot, isMatch)` for every text set since the join, read after the last step (so a
     * slot changed during the search ends with its current answer). False, and void, when the
     * texts were joined again or cleared meanwhile: the caller starts over.
     */
    async forEachContainingPaced(
      needle: string,
      visit: (slot: number, isMatch: boolean) => void,
      pause: () => Promise<void>,
    ): Promise<boolean> {
      const started = generation
      for (let from = 0; from < sealed; from += PACED_STEP) {
        const to = Math.min(from + PACED_STEP, sealed)
        const base = starts[from] as number
        // A slice bounds indexOf to this step (V8 slices without copying).
        const part = joined.slice(base, starts[to] as number)
        if (needle.includes(SEPARATOR)) {
          for (let slot = from; slot < to; slot += 1) if (get(slot)?.includes(needle)) visit(slot, true)
        } else {
          let at = part.indexOf(needle)
          while (at !== -1 && at < part.length) {
            const slot = slotAt(base + at)
            if (!recent.has(slot)) visit(slot, true)
            at = part.indexOf(needle, (starts[slot + 1] as number) - base)
          }
        }
        await pause()
        if (generation !== started) return false
      }
      for (const [slot, text] of recent) visit(slot, text.includes(needle))
      return true
    },
    /** Calls `visit` once with each slot whose text contains `needle` (in no particular order). */
    forEachContaining(needle: string, visit: (slot: number) => void) {
      if (needle.includes(SEPARATOR)) {
        for (let slot = 0; slot < slotCount; slot += 1) if (get(slot)?.includes(needle)) visit(slot)
        return
      }
      // The engine's native indexOf over the joined texts, jumping from match to next slot.
      // (An empty needle is found at the very end too, past the last slot.)
      let at = joined.indexOf(needle)
      while (at !== -1 && at < joined.length) {
        const slot = slotAt(at)
        if (!recent.has(slot)) visit(slot)
        at = joined.indexOf(needle, starts[slot + 1] as number)
      }
      for (const [slot, text] of recent) if (text.includes(needle)) visit(slot)
    },
    byteLength: () => joined.length + starts.byteLength,
  }
}
export type TStringColumn = ReturnType<typeof createStringColumn>
