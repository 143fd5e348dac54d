import { plainSet, type TNewSet } from './set-memory.ts'

/**
 * A bit set over the read model's slots: bit `slot & 31` of word `slot >>> 5`. The sets grow as the
 * catalogue does; a word past a set's end reads as zero.
 */

export function setBit(bits: Uint32Array, slot: number, isOn: boolean) {
  const word = slot >>> 5
  const mask = 1 << (slot & 31)
  bits[word] = isOn ? (bits[word] as number) | mask : (bits[word] as number) & ~mask
}

/** Whether a slot's bit is set. */
export const hasBit = (bits: Uint32Array, slot: number) =>
  (((bits[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1

/**
 * The set itself when it holds `slot`, else a copy at least twice as long (so that a catalogue
 * growing one listing at a time copies its sets a logarithmic number of times), made by `newSet`
 * (the read model's sets are made in the search module's memory, set-memory.ts).
 */
export function widenedToHold(bits: Uint32Array, slot: number, newSet: TNewSet = plainSet): Uint32Array {
  const word = slot >>> 5
  if (word < bits.length) return bits
  const wider = newSet(Math.max(word + 1, bits.length * 2))
  wider.set(bits)
  return wider
}

/** A copy of `bits` made by `newSet`. */
export function copyOf(bits: Uint32Array, newSet: TNewSet): Uint32Array {
  const copy = newSet(bits.length)
  copy.set(bits)
  return copy
}

/** The number of bits set in a 32-bit word. */
export function bitCount(word: number): number {
  let value = word - ((word >>> 1) & 0x55555555)
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333)
  return Math.imul((value + (value >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}
