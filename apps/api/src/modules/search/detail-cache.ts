import { LRUCache } from 'lru-cache'

const TTL_MS = 30_000
const MAX_ENTRIES = 5_000

/**
 * A listing's public page, kept per API process: the 5,000 most recently read, each for at most
 * 30 s. Each process drops a listing's entry when its search engine hears that the listing changed
 * (every process hears every change), so entries go one listing at a time, never the whole
 * catalogue. The TTL bounds what a listing's document does not announce, such as its host renaming
 * themselves.
 */
export function createDetailCache<T extends object>() {
  const entries = new LRUCache<number, Promise<T>>({ max: MAX_ENTRIES, ttl: TTL_MS })
  return {
    get(id: number, compute: () => Promise<T>): Promise<T> {
      const cached = entries.get(id)
      if (cached) return cached
      const value = compute()
      entries.set(id, value)
      // A failure (not found, database down) is not remembered.
      value.catch(() => {
        if (entries.peek(id) === value) entries.delete(id)
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
