import { bitCount } from './bit-set.ts'

/**
 * A search's filters ANDed over the catalogue's bit sets, and the matches counted.
 *
 * A term is one filter: one bit set, or several ORed (any of the types or bedroom counts asked).
 * Passing every term over every word costs a pass per term; at a million listings a pass is 31,250
 * words, and six to nine of them were most of a search's time (decision 026). Most searches narrow
 * fast: after the two sparsest terms, a text or a place and a type, most words are already zero. So
 * the sparsest terms go first, and once few words are left the remaining terms are read only at
 * the words still holding a match (a list of word indexes, shrunk after each term). While many
 * words are left a plain pass is cheaper than going through the list, and is taken instead.
 */
export type TBitTerm = readonly Uint32Array[]

/** Words sampled to guess a term's density; enough to order terms, a few microseconds. */
const SAMPLED_WORDS = 64
/** Past this share of words still non-zero, a pass over every word beats reading the list. */
const DENSE_SHARE = 0.4

export function createBitAnd() {
  let live = new Int32Array(0)

  /** About how many bits of the term are set per word, from words spread over the catalogue. */
  function densityOf(term: TBitTerm, words: number): number {
    const step = Math.max(1, Math.floor(words / SAMPLED_WORDS))
    let total = 0
    let sampled = 0
    for (let word = 0; word < words; word += step) {
      total += bitCount(wordOf(term, word))
      sampled += 1
    }
    return total / sampled
  }

  /**
   * bits = AND of `terms` over the first `words` words, minus `outside`; answers the number of bits
   * set. Every word of `bits` up to `words` is written, so the result can be read as a whole set.
   */
  return function andCount(
    bits: Uint32Array,
    terms: readonly TBitTerm[],
    outside: Uint32Array | undefined,
    words: number,
  ): number {
    if (live.length < words) live = new Int32Array(words * 2)
    const ordered = terms.length > 2 ? sparsestFirst(terms, words, densityOf) : terms
    let count = firstPass(bits, ordered[0] as TBitTerm, ordered[1], words, live)
    for (let index = 2; index < ordered.length; index += 1) {
      const term = ordered[index] as TBitTerm
      count =
        count > words * DENSE_SHARE ? densePass(bits, term, words, live) : listPass(bits, term, live, count)
    }
    return countAndTakeOut(bits, outside, live, count)
  }
}

function sparsestFirst(
  terms: readonly TBitTerm[],
  words: number,
  densityOf: (term: TBitTerm, words: number) => number,
): TBitTerm[] {
  const densities = new Map(terms.map((term) => [term, densityOf(term, words)]))
  return [...terms].sort((a, b) => (densities.get(a) as number) - (densities.get(b) as number))
}

/** One word of a term: its sets ORed (a set shorter than the catalogue reads as zero past its end). */
function wordOf(term: TBitTerm, word: number): number {
  let value = 0
  for (let index = 0; index < term.length; index += 1) value |= (term[index] as Uint32Array)[word] as number
  return value | 0
}

/** bits = first AND second over every word; lists the non-zero words; answers how many. */
function firstPass(
  bits: Uint32Array,
  first: TBitTerm,
  second: TBitTerm | undefined,
  words: number,
  live: Int32Array,
): number {
  let count = 0
  const a = first.length === 1 ? (first[0] as Uint32Array) : undefined
  const b = second?.length === 1 ? (second[0] as Uint32Array) : undefined
  for (let word = 0; word < words; word += 1) {
    const left = a ? (a[word] as number) | 0 : wordOf(first, word)
    const value = second === undefined ? left : left & (b ? (b[word] as number) | 0 : wordOf(second, word))
    bits[word] = value
    live[count] = word
    // Branch-free: a zero word is overwritten by the next one.
    count += (value | -value) >>> 31
  }
  return count
}

/** bits &= term over every word (zero words included); lists the non-zero words again. */
function densePass(bits: Uint32Array, term: TBitTerm, words: number, live: Int32Array): number {
  let count = 0
  const set = term.length === 1 ? (term[0] as Uint32Array) : undefined
  for (let word = 0; word < words; word += 1) {
    const value = (bits[word] as number) & (set ? (set[word] as number) | 0 : wordOf(term, word))
    bits[word] = value
    live[count] = word
    count += (value | -value) >>> 31
  }
  return count
}

/** bits &= term at the listed words only (the others are zero already); shrinks the list. */
function listPass(bits: Uint32Array, term: TBitTerm, live: Int32Array, listed: number): number {
  let count = 0
  const set = term.length === 1 ? (term[0] as Uint32Array) : undefined
  for (let index = 0; index < listed; index += 1) {
    const word = live[index] as number
    const value = (bits[word] as number) & (set ? (set[word] as number) | 0 : wordOf(term, word))
    bits[word] = value
    live[count] = word
    count += (value | -value) >>> 31
  }
  return count
}

/** Takes `outside` out of the listed words and counts their bits. */
function countAndTakeOut(
  bits: Uint32Array,
  outside: Uint32Array | undefined,
  live: Int32Array,
  listed: number,
): number {
  let total = 0
  for (let index = 0; index < listed; index += 1) {
    const word = live[index] as number
    let value = bits[word] as number
    if (outside) {
      value &= ~((outside[word] as number) | 0)
      bits[word] = value
    }
    total += bitCount(value)
  }
  return total
}
