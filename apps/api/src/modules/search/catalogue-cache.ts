import type { Redis } from 'ioredis'

const TTL_SECONDS = 30
const MAX_ENTRIES = 2000

/**
 * Answers that are expensive to compute and the same for everyone (the count of a broad search, a
 * dense map viewport) are cached under a catalogue version that every listing change bumps. In
 * memory for one process; in Redis when configured, so all processes share answers and version.
 * The short TTL bounds staleness when a change races a computation.
 */
type TStore = {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  bump(): Promise<void>
}
export type TCatalogueCache = TStore & {
  /** The cached answer, or compute it once (callers arriving meanwhile share that computation). */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>
}

function withRemember(store: TStore): TCatalogueCache {
  const inFlight = new Map<string, Promise<unknown>>()
  return {
    ...store,
    async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = await store.get<T>(key)
      if (hit !== undefined) return hit
      const running = inFlight.get(key) as Promise<T> | undefined
      if (running) return running
      const computation = compute()
        .then(async (value) => {
          await store.set(key, value)
          return value
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, computation)
      return computation
    },
  }
}

export function createMemoryCatalogueCache(now: () => number = Date.now): TCatalogueCache {
  let version = 0
  const entries = new Map<string, { json: string; expires: number }>()
  const versioned = (key: string) => `${version}:${key}`
  return withRemember({
    async get<T>(key: string) {
      const entry = entries.get(versioned(key))
      if (!entry || entry.expires < now()) return undefined
      return JSON.parse(entry.json) as T
    },
    async set(key, value) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      entries.set(versioned(key), { json: JSON.stringify(value), expires: now() + TTL_SECONDS * 1000 })
    },
    async bump() {
      version += 1
      entries.clear()
    },
  })
}

export function createRedisCatalogueCache(redis: Redis, prefix: string): TCatalogueCache {
  const versionKey = `${prefix}catalogue:version`
  const versioned = async (key: string) => `${prefix}cache:${(await redis.get(versionKey)) ?? '0'}:${key}`
  return withRemember({
    async get<T>(key: string) {
      const value = await redis.get(await versioned(key))
      return value === null ? undefined : (JSON.parse(value) as T)
    },
    async set(key, value) {
      await redis.set(await versioned(key), JSON.stringify(value), 'EX', TTL_SECONDS)
    },
    async bump() {
      await redis.incr(versionKey)
    },
  })
}
