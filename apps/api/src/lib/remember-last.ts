/**
 * `make`, remembering its last answer: called again only when the key changes. For values that are
 * dear to build and change rarely, such as a schema that depends on today's date (building a Zod
 * schema, and the parser Zod compiles at its first use, took milliseconds of every listing edit).
 * The answer is a pure function of the key, so every process remembers the same thing.
 */
export function rememberLast<TKey, TValue>(make: (key: TKey) => TValue): (key: TKey) => TValue {
  let last: { key: TKey; value: TValue } | undefined
  return (key) => {
    if (last === undefined || !Object.is(last.key, key)) last = { key, value: make(key) }
    return last.value
  }
}
