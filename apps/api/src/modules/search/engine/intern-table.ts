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
        code = values.length
        values.push(valueFor(key))
        codes.set(key, code)
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
