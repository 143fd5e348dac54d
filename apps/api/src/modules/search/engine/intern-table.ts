/**
 * A copy of `text` that shares no memory with a string it was cut from. A bulk load's texts are
 * slices of a column of thousands of documents (document-columns.ts), and a slice kept for good
 * would keep its whole column.
 */
const ownCopy = (text: string) => Buffer.from(text, 'utf8').toString('utf8')

/**
 * Distinct keys that many listings share (a city, a type, a rating, a set of photos), each given a
 * small code and a value made once from it: a listing keeps the code in an Int32Array column, four
 * bytes instead of an eight-byte pointer, and the value (a spelling, the photos' JSON) exists once.
 */
export function createInternTable<T>(valueFor: (key: string) => T) {
  const codes = new Map<string, number>()
  const values: T[] = []

  return {
    codeOf(key: string): number {
      let code = codes.get(key)
      if (code === undefined) {
        const kept = ownCopy(key)
        code = values.length
        values.push(valueFor(kept))
        codes.set(kept, code)
      }
      return code
    },
    valueOf: (code: number) => values[code] as T,
    /** The key's code if some listing has it, without giving it one. */
    find: (key: string): number | undefined => codes.get(key),
    get size() {
      return values.length
    },
    clear() {
      codes.clear()
      values.length = 0
    },
  }
}
