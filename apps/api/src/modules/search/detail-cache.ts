const TTL_MS = 30_000
const MAX_ENTRIES = 5_000

/**
 * A listing's public page, kept per API process. Each process drops a listing's entry when its
 * search engine hears that the listing changed (every process hears every change), so entries go
 * one listing at a time, never the whole catalogue. The TTL bounds what a listing's document does
 * not announce, such as its host renaming themselves.
 */
export function createDetailCache<T>(now: () => number = Date.now) {
  const entries = new Map<number, { value: Promise<T>; expires: number }>()
  return {
    get(id: number, compute: () => Promise<T>): Promise<T> {
      const entry = entries.get(id)
      if (entry && entry.expires > now()) return entry.value
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as number)
      const value = compute()
      entries.set(id, { value, expires: now() + TTL_MS })
      // A failure (not found, database down) is not remembered.
      value.catch(() => {
        if (entries.get(id)?.value === value) entries.delete(id)
      })
      return value
    },
    /** The listings changed; an empty list means any listing may have. */
    forget(ids: number[]) {
      if (ids.length === 0) entries.clear()
      for (const id of ids) entries.delete(id)
    },
  }
}
