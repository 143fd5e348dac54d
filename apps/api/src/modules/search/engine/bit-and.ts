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
  copy(dst: number, src: number, bytes: number): void
  or(dst: number, src: number, bytes: number): void
  andAllCount(dst: number, list: number, n: number, mask: number, hasMask: number, bytes: number): number
  nonZeroBlocks(src: number, bytes: number, out: number): number
}

/** The two WebAssembly constructors used here (the server's TypeScript libs do not declare them). */
type TWebAssembly = {
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object, imports: object) => { exports: unknown }
}
const { Module, Instance } = (globalThis as unknown as { WebAssembly: TWebAssembly }).WebAssembly

const compiled = new Module(Buffer.from(BIT_AND_WASM, 'base64'))

/** Words in a cache line, the unit of every pass. */
const LINE_WORDS = 16

export function createBitAnd(sets: TSetMemory = createSetMemory()) {
  const wasm = new Instance(compiled, { engine: { memory: sets.memory } }).exports as TBitAndExports
  /** Words copied in because a set was not in the module's memory (tests watch it stay 0). */
  let copiedWords = 0
  // The search's own regions, made twice as long as the catalogue needs so that they are made again
  // only as it doubles: the result, the list of non-zero blocks, and the terms' addresses.
  let capacity = -1
  let padded = 0
  let result: Uint32Array = new Uint32Array(0)
  let listed: Uint32Array = new Uint32Array(0)
  const addresses = inMemory(sets.newSet(LINE_WORDS * 4))
  /** Scratch regions for terms that are not one set lying in the memory: a union, or a copy. */
  let spares: Uint32Array[] = []

  /** A region the module works in: one that could not be placed in its memory is fatal. */
  function inMemory(region: Uint32Array) {
    if (sets.blockWordsOf(region) === 0) throw new Error("The search module's memory is full")
    return region
  }

  function regionsFor(words: number) {
    padded = Math.ceil(words / LINE_WORDS) * LINE_WORDS
    if (capacity >= padded) return
    capacity = padded * 2
    result = inMemory(sets.newSet(capacity))
    listed = inMemory(sets.newSet(capacity / 4))
    spares = []
  }

  /** The byte address of the `index`th scratch region of this search. */
  function spare(index: number) {
    spares[index] ??= inMemory(sets.newSet(capacity))
    return (spares[index] as Uint32Array).byteOffset
  }

  /**
   * The byte address of `set`, read as `padded` words with zeros past its first `words`: where it
   * lies when its block is that long, else copied to `into`.
   */
  function placed(set: Uint32Array, into: number, words: number): number {
    if (sets.blockWordsOf(set) >= padded) return set.byteOffset
    const heap = sets.heap()
    const length = Math.min(set.length, words)
    heap.set(length === set.length ? set : set.subarray(0, length), into >>> 2)
    heap.fill(0, (into >>> 2) + length, (into >>> 2) + padded)
    copiedWords += length
    return into
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
    regionsFor(words)
    if (terms.length === 0 || terms.length > addresses.length)
      throw new Error(`A search ANDs 1 to ${addresses.length} terms, not ${terms.length}`)
    const bytes = padded * 4
    // Scratch regions taken so far: a set copied in keeps one, a union is ORed into one of its own.
    let taken = 0
    for (let index = 0; index < terms.length; index += 1) {
      const term = terms[index] as TBitTerm
      let at: number
      if (term.length === 1) {
        at = placed(term[0] as Uint32Array, spare(taken), words)
        if (at === spare(taken)) taken += 1
      } else {
        at = spare(taken++)
        // The first set is copied straight into the union's region when it is not in the memory.
        const first = placed(term[0] as Uint32Array, at, words)
        if (first !== at) wasm.copy(at, first, bytes)
        for (let member = 1; member < term.length; member += 1)
          wasm.or(at, placed(term[member] as Uint32Array, spare(taken), words), bytes)
      }
      addresses[index] = at
    }
    const mask = outside ? placed(outside, spare(taken), words) : 0
    const count = wasm.andAllCount(
      result.byteOffset,
      addresses.byteOffset,
      terms.length,
      mask,
      outside ? 1 : 0,
      bytes,
    )
    return { bits: result, count }
  }

  /**
   * The first word of every block of four words that held a match in the last result (before
   * anything the caller took out of it since: a superset). Valid until the next andCount.
   */
  function nonZeroWords(): Int32Array {
    const count = wasm.nonZeroBlocks(result.byteOffset, padded * 4, listed.byteOffset)
    return new Int32Array(sets.heap().buffer, listed.byteOffset, count)
  }

  return {
    andCount,
    nonZeroWords,
    newSet: sets.newSet,
    release: sets.release,
    copiedWords: () => copiedWords,
  }
}
