import { BIT_AND_WASM } from './bit-and-wasm.ts'

/**
 * A search's filters ANDed over the catalogue's bit sets, and the matches counted.
 *
 * A term is one filter: one bit set, or several ORed (any of the types or bedroom counts asked).
 * Each term is a pass over every word of the catalogue (31,250 words at a million listings), and a
 * search has six to nine of them (decision 026). In JavaScript a pass cost 40–90 µs; the same pass
 * in WebAssembly SIMD (bit-and.wat), sixteen bytes at a time with a native popcount, costs about a
 * tenth of that. The sets stay in JavaScript, where the read model keeps them up to date; each
 * term is copied into the module's memory (a memcpy, about as long as the SIMD pass) and the result
 * copied back. The module's memory holds only one search's scratch, so it is the same in every
 * process and needs no coordination between them.
 *
 * A page of few matches in a sorted order is gathered from the matches' words (read-model.ts
 * pageOf); the module lists the non-zero ones, so that reading a few hundred matches no longer
 * costs a JavaScript pass over every word.
 */
export type TBitTerm = readonly Uint32Array[]

type TBitAndExports = {
  memory: { readonly buffer: ArrayBuffer; grow(pages: number): number }
  and(dst: number, src: number, bytes: number): void
  or(dst: number, src: number, bytes: number): void
  andNotCount(dst: number, mask: number, bytes: number): number
  count(dst: number, bytes: number): number
  nonZeroBlocks(src: number, bytes: number, out: number): number
}

/** The two WebAssembly constructors used here (the server's TypeScript libs do not declare them). */
type TWebAssembly = {
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object) => { exports: unknown }
}
const { Module, Instance } = (globalThis as unknown as { WebAssembly: TWebAssembly }).WebAssembly

const WASM_PAGE = 65_536
const compiled = new Module(Buffer.from(BIT_AND_WASM, 'base64'))

export function createBitAnd() {
  const wasm = new Instance(compiled).exports as TBitAndExports
  let view = new Uint32Array(wasm.memory.buffer)

  /** Grows the module's memory to hold `words` words (growing it detaches the old view). */
  function reserve(words: number) {
    const bytes = words * 4
    if (wasm.memory.buffer.byteLength >= bytes) return
    wasm.memory.grow(Math.ceil((bytes - wasm.memory.buffer.byteLength) / WASM_PAGE))
    view = new Uint32Array(wasm.memory.buffer)
  }

  /** Copies a set's first `words` words to word `at` of the module's memory, zeros up to `padded`. */
  function copy(set: Uint32Array, at: number, words: number, padded: number) {
    const length = Math.min(set.length, words)
    view.set(length === set.length ? set : set.subarray(0, length), at)
    if (length < padded) view.fill(0, at + length, at + padded)
  }

  /** Writes a term (its sets ORed) at word `at`, using `spare` as room for its other sets. */
  function load(term: TBitTerm, at: number, spare: number, words: number, padded: number) {
    copy(term[0] as Uint32Array, at, words, padded)
    for (let index = 1; index < term.length; index += 1) {
      copy(term[index] as Uint32Array, spare, words, padded)
      wasm.or(at * 4, spare * 4, padded * 4)
    }
  }

  // The length of the last result in the module's memory, for nonZeroWords.
  let lastPadded = 0

  /**
   * bits = AND of `terms` over the first `words` words, minus `outside`; answers the number of bits
   * set. Every word of `bits` up to `words` is written, so the result can be read as a whole set.
   */
  function andCount(
    bits: Uint32Array,
    terms: readonly TBitTerm[],
    outside: Uint32Array | undefined,
    words: number,
  ): number {
    // Regions of 16-byte multiples: the result, a term, a union's other sets.
    const padded = Math.ceil(words / 4) * 4
    const [result, term, spare] = [0, padded, 2 * padded]
    reserve(3 * padded + padded / 4)
    lastPadded = padded
    load(terms[0] as TBitTerm, result, spare, words, padded)
    for (let index = 1; index < terms.length; index += 1) {
      load(terms[index] as TBitTerm, term, spare, words, padded)
      wasm.and(result * 4, term * 4, padded * 4)
    }
    let count: number
    if (outside) {
      copy(outside, term, words, padded)
      count = wasm.andNotCount(result * 4, term * 4, padded * 4)
    } else count = wasm.count(result * 4, padded * 4)
    bits.set(view.subarray(result, result + words))
    return count
  }

  /**
   * The first word of every block of four words that held a match in the last result (before
   * anything the caller took out of its copy since: a superset). Valid until the next andCount.
   */
  function nonZeroWords(): Int32Array {
    const out = 3 * lastPadded
    const listed = wasm.nonZeroBlocks(0, lastPadded * 4, out * 4)
    return new Int32Array(view.buffer, out * 4, listed)
  }

  return { andCount, nonZeroWords }
}
