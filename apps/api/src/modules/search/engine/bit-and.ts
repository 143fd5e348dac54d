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
/** Under this share of words still non-zero, reading the list beats a pass over every word. */
const SPARSE_SHARE = 0.25

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
    const ordered = terms.length > 2 ? sparsestFirst(terms, words, densityOf) : terms
    copyTerm(bits, ordered[0] as TBitTerm, words)
    let nonZero = words
    // The words still non-zero, once few are: -1 until then.
    let listed = -1
    for (let index = 1; index < ordered.length; index += 1) {
      const term = ordered[index] as TBitTerm
      if (listed >= 0) listed = listPass(bits, term, live, listed)
      else if (nonZero < words * SPARSE_SHARE) {
        if (live.length < words) live = new Int32Array(words * 2)
        listed = listingPass(bits, term, words, live)
      } else nonZero = densePass(bits, term, words)
    }
    return listed >= 0 ? countListed(bits, outside, live, listed) : countAll(bits, outside, words)
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

/** bits = the term, over every word. */
function copyTerm(bits: Uint32Array, term: TBitTerm, words: number) {
  if (term.length !== 1) {
    for (let word = 0; word < words; word += 1) bits[word] = wordOf(term, word)
    return
  }
  const set = term[0] as Uint32Array
  bits.set(set.length > words ? set.subarray(0, words) : set)
  if (set.length < words) bits.fill(0, set.length, words)
}

/** bits &= term over every word; answers how many words are still non-zero. */
function densePass(bits: Uint32Array, term: TBitTerm, words: number): number {
  let nonZero = 0
  if (term.length !== 1) {
    for (let word = 0; word < words; word += 1) {
      const value = (bits[word] as number) & wordOf(term, word)
      bits[word] = value
      nonZero += (value | -value) >>> 31
    }
    return nonZero
  }
  const set = term[0] as Uint32Array
  for (let word = 0; word < words; word += 1) {
    const value = (bits[word] as number) & ((set[word] as number) | 0)
    bits[word] = value
    // Branch-free: 1 for a non-zero word.
    nonZero += (value | -value) >>> 31
  }
  return nonZero
}

/** densePass, listing the words still non-zero in `live`; answers how many. */
function listingPass(bits: Uint32Array, term: TBitTerm, words: number, live: Int32Array): number {
  let count = 0
  for (let word = 0; word < words; word += 1) {
    const value = (bits[word] as number) & wordOf(term, word)
    bits[word] = value
    live[count] = word
    // A zero word is overwritten by the next one.
    count += (value | -value) >>> 31
  }
  return count
}

/** bits &= term at the listed words only (the others are zero already); shrinks the list. */
function listPass(bits: Uint32Array, term: TBitTerm, live: Int32Array, listed: number): number {
  let count = 0
  for (let index = 0; index < listed; index += 1) {
    const word = live[index] as number
    const value = (bits[word] as number) & wordOf(term, word)
    bits[word] = value
    live[count] = word
    count += (value | -value) >>> 31
  }
  return count
}

/** Takes `outside` out of every word and counts the bits left. */
function countAll(bits: Uint32Array, outside: Uint32Array | undefined, words: number): number {
  let total = 0
  for (let word = 0; word < words; word += 1) {
    let value = bits[word] as number
    if (value === 0) continue
    if (outside) {
      value &= ~((outside[word] as number) | 0)
      bits[word] = value
    }
    total += bitCount(value)
  }
  return total
}

/** Takes `outside` out of the listed words and counts their bits. */
function countListed(
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
