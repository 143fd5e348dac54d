/**
 * `make`, remembering up to `limit` answers by key; when full, the memory starts again (no order to
 * keep, nothing to evict one by one). For pure functions that are dear to run on keys that repeat: a
 * schema of today's date, a typed place's folded text, a saved search's parsed criteria. The answer
 * depends on the key alone, so every process remembers the same thing.
 */
export function rememberUpTo<TKey, TValue>(
  limit: number,
  make: (key: TKey) => TValue,
): (key: TKey) => TValue {
  const kept = new Map<TKey, TValue>()
  return (key) => {
    const known = kept.get(key)
    if (known !== undefined || kept.has(key)) return known as TValue
    if (kept.size >= limit) kept.clear()
    const value = make(key)
    kept.set(key, value)
    return value
  }
}
