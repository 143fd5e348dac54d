import { BIT_AND_WASM } from './bit-and-wasm.ts'
import { createSetMemory, type TSetMemory } from './set-memory.ts'

/**
 * A search's filters ANDed over the catalogue's bit sets, and the matches counted.
 *
 * A term is one filter: one bit set, or several ORed (any of the types or bedroom counts asked).
 * Each term is a pass over every word of the catalogue (31,250 words at a million listings), and a
 * search has six to nine of them (decision 026). In JavaScript a pass cost 40–90 µs; the same pass
 * in WebAssembly SIMD (bit-and.wat), sixteen bytes at a time with a native popcount, costs about a
 * tenth of that. The read model's sets live in the module's memory (set-memory.ts, `newSet`), so a
 * pass reads them where they are; a set made elsewhere (an ordinary array) is copied in first.
 * The result is written in the same memory and read from there until the next search.
 *
 * A page of few matches in a sorted order is gathered from the matches' words (read-model.ts
 * pageOf); the module lists the non-zero ones, so that reading a few hundred matches no longer
 * costs a JavaScript pass over every word.
 */
export type TBitTerm = readonly Uint32Array[]

type TBitAndExports = {
  and(dst: number, src: number, bytes: number): void
  and3(dst: number, a: number, b: number, bytes: number): void
  or(dst: number, src: number, bytes: number): void
  copy(dst: number, src: number, bytes: number): void
  andNotCount(dst: number, mask: number, bytes: number): number
  count(dst: number, bytes: number): number
  nonZeroBlocks(src: number, bytes: number, out: number): number
}

/** The two WebAssembly constructors used here (the server's TypeScript libs do not declare them). */
type TWebAssembly = {
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object, imports: object) => { exports: unknown }
}
const { Module, Instance } = (globalThis as unknown as { WebAssembly: TWebAssembly }).WebAssembly

const compiled = new Module(Buffer.from(BIT_AND_WASM, 'base64'))

export function createBitAnd(sets: TSetMemory = createSetMemory()) {
  const wasm = new Instance(compiled, { engine: { memory: sets.memory } }).exports as TBitAndExports
  /** Words copied in because a set was not in the module's memory (tests watch it stay 0). */
  let copiedWords = 0
  // The search's own regions, each 16-byte aligned: the result, a union of sets being ORed, a set
  // copied in, and the list of non-zero blocks; `padded` words each (a quarter for the list), made
  // twice as long as the catalogue needs so that they are made again only as it doubles.
  let regions = {
    capacity: -1,
    padded: 0,
    result: new Uint32Array(0) as Uint32Array,
    union: 0,
    copied: 0,
    listed: 0,
  }
  /** The regions' sets, held so that their blocks stay theirs. */
  let held: Uint32Array[] = []

  function regionsFor(padded: number) {
    if (regions.capacity < padded) {
      const capacity = padded * 2
      held = [capacity, capacity, capacity, capacity / 4].map(sets.newSet)
      const [result, union, copied, listed] = held.map(inMemory) as [
        Uint32Array,
        Uint32Array,
        Uint32Array,
        Uint32Array,
      ]
      regions = {
        capacity,
        padded,
        result,
        union: union.byteOffset,
        copied: copied.byteOffset,
        listed: listed.byteOffset,
      }
    }
    regions.padded = padded
    return regions
  }

  /** A region the module works in: one that could not be placed in its memory is fatal. */
  function inMemory(region: Uint32Array) {
    if (sets.blockWordsOf(region) === 0) throw new Error("The search module's memory is full")
    return region
  }

  /**
   * The byte address of `set`, read as `padded` words with zeros past its first `words`: where it
   * lies when its block is that long, else copied to `spare`.
   */
  function placed(set: Uint32Array, spare: number, words: number, padded: number): number {
    if (sets.blockWordsOf(set) >= padded) return set.byteOffset
    const heap = sets.heap()
    const length = Math.min(set.length, words)
    heap.set(length === set.length ? set : set.subarray(0, length), spare >>> 2)
    heap.fill(0, (spare >>> 2) + length, (spare >>> 2) + padded)
    copiedWords += length
    return spare
  }

  /** The byte address of a term: its one set where it lies, or its sets ORed in the union region. */
  function termAt(term: TBitTerm, words: number, padded: number): number {
    const { union, copied } = regions
    if (term.length === 1) return placed(term[0] as Uint32Array, copied, words, padded)
    wasm.copy(union, placed(term[0] as Uint32Array, copied, words, padded), padded * 4)
    for (let index = 1; index < term.length; index += 1)
      wasm.or(union, placed(term[index] as Uint32Array, copied, words, padded), padded * 4)
    return union
  }

  /**
   * The AND of `terms` over the first `words` words, minus `outside`, and the number of bits set.
   * `bits` (at least `words` long) is the module's result region: valid until the next andCount.
   */
  function andCount(
    terms: readonly TBitTerm[],
    outside: Uint32Array | undefined,
    words: number,
  ): { bits: Uint32Array; count: number } {
    const padded = Math.ceil(words / 4) * 4
    const { result } = regionsFor(padded)
    const bytes = padded * 4
    // The first term's address is kept until the second is known, so that two sets lying in the
    // memory are ANDed straight into the result; a term in a scratch region is moved there first,
    // before the next term reuses that region.
    let first = -1
    let isWritten = false
    for (const term of terms) {
      const at = termAt(term, words, padded)
      const isScratch = at === regions.union || at === regions.copied
      if (isWritten) wasm.and(result.byteOffset, at, bytes)
      else if (first >= 0) {
        wasm.and3(result.byteOffset, first, at, bytes)
        isWritten = true
      } else if (isScratch) {
        wasm.copy(result.byteOffset, at, bytes)
        isWritten = true
      } else first = at
    }
    if (!isWritten) wasm.copy(result.byteOffset, first, bytes)
    const count = outside
      ? wasm.andNotCount(result.byteOffset, placed(outside, regions.copied, words, padded), bytes)
      : wasm.count(result.byteOffset, bytes)
    return { bits: result, count }
  }

  /**
   * The first word of every block of four words that held a match in the last result (before
   * anything the caller took out of it since: a superset). Valid until the next andCount.
   */
  function nonZeroWords(): Int32Array {
    const { result, listed, padded } = regions
    const count = wasm.nonZeroBlocks(result.byteOffset, padded * 4, listed)
    return new Int32Array(sets.heap().buffer, listed, count)
  }

  return { andCount, nonZeroWords, newSet: sets.newSet, copiedWords: () => copiedWords }
}
