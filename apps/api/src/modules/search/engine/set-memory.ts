/** The module memory's unit of growth, in bytes. */
const WASM_PAGE = 65_536
/** The most the memory may grow to: 64 Ki pages, 4 GiB, all a 32-bit WebAssembly memory can address. */
const MAX_PAGES = 65_536
/** The smallest block, in words: a pass reads a cache line (64 bytes) at a time. */
const MIN_BLOCK_WORDS = 16

/** The WebAssembly constructor used here (the server's TypeScript libs do not declare it). */
type TMemory = { readonly buffer: SharedArrayBuffer; grow(pages: number): number }
const { Memory } = (
  globalThis as unknown as {
    WebAssembly: { Memory: new (descriptor: { initial: number; maximum: number; shared: true }) => TMemory }
  }
).WebAssembly

/**
 * The read model's bit sets, kept in the memory the engine's WebAssembly module computes in, so
 * that a search ANDs them where they lie instead of copying each term in first (at a million
 * listings the copies cost more than the passes themselves, decision 026).
 *
 * The memory is shared (a SharedArrayBuffer) for one reason: growing an ordinary WebAssembly memory
 * detaches its buffer, and every set held anywhere in the read model would go dead with it; a shared
 * memory grows in place, so a set handed out stays valid for good. Only this thread ever touches
 * it; nothing is shared with another thread.
 *
 * Blocks come in powers of two words, at least a cache line, so each starts on a line; each is
 * zeroed when handed out, beyond the set's own length too: a pass may read a set up to the next
 * multiple of sixteen words, which must read as zero. A block goes back to its size's free list
 * when its set is garbage collected (a FinalizationRegistry), so the sets' holders (derived-sets,
 * text-matcher, price-sets, free-day-sets) drop them as they always did, and no holder can free a
 * set another still reads. The memory itself never shrinks: it stays at its largest.
 */
export function createSetMemory() {
  const memory = new Memory({ initial: 1, maximum: MAX_PAGES, shared: true })
  let heap = new Uint32Array(memory.buffer)
  /** The first byte never handed out. */
  let top = 0
  const freeBlocks = new Map<number, number[]>()
  /** Each set handed out, and its block's size in words. */
  const blockWords = new WeakMap<Uint32Array, number>()
  const free = ({ at, words }: { at: number; words: number }) => {
    const list = freeBlocks.get(words)
    if (list) list.push(at)
    else freeBlocks.set(words, [at])
  }
  const reclaim = new FinalizationRegistry(free)

  /** The byte offset of a new block of `words` words, or -1 when the memory cannot grow to it. */
  function claim(words: number): number {
    const reused = freeBlocks.get(words)?.pop()
    if (reused !== undefined) {
      heap.fill(0, reused >>> 2, (reused >>> 2) + words)
      return reused
    }
    const at = top
    const end = at + words * 4
    if (end > heap.byteLength) {
      const pages = Math.ceil((end - heap.byteLength) / WASM_PAGE)
      if (heap.byteLength / WASM_PAGE + pages > MAX_PAGES) return -1
      memory.grow(pages)
      heap = new Uint32Array(memory.buffer)
    }
    top = end
    return at
  }

  return {
    memory,
    /**
     * A zeroed set of `words` words in the module's memory; an ordinary array when the memory is
     * full (such a set is copied in for each pass, as every set once was).
     */
    newSet(words: number): Uint32Array {
      let block = MIN_BLOCK_WORDS
      while (block < words) block *= 2
      const at = claim(block)
      if (at < 0) return new Uint32Array(words)
      const set = new Uint32Array(memory.buffer, at, words)
      blockWords.set(set, block)
      reclaim.register(set, { at, words: block }, set)
      return set
    },
    /**
     * Gives a set's block back now, for a holder that drops sets often and knows nothing reads the
     * dropped one any more (text-matcher's evictions). V8 is not told what the blocks hold, so the
     * collector runs no sooner for them: left to the registry alone, a stream of new searched texts
     * would grow the memory until the next major collection. Anything else waits for the registry.
     */
    release(set: Uint32Array) {
      const block = blockWords.get(set)
      if (block === undefined) return
      blockWords.delete(set)
      reclaim.unregister(set)
      free({ at: set.byteOffset, words: block })
    },
    /** The words a pass may read from `set` where it lies (its block), 0 when it is not in the memory. */
    blockWordsOf: (set: Uint32Array) => blockWords.get(set) ?? 0,
    /** The whole memory as words (a fresh view after each growth). */
    heap: () => heap,
    /** Bytes the memory holds, in use or free. */
    byteLength: () => heap.byteLength,
  }
}

export type TSetMemory = ReturnType<typeof createSetMemory>
/** Makes a zeroed set of `words` words (the read model's sets come from its module memory). */
export type TNewSet = (words: number) => Uint32Array
export const plainSet: TNewSet = (words) => new Uint32Array(words)
/** Gives a set made by a TNewSet back at once (see `release`); nothing for an ordinary array. */
export type TReleaseSet = (set: Uint32Array) => void
export const keepUntilCollected: TReleaseSet = () => {}
