import type { Redis } from 'ioredis'

const TTL_SECONDS = 30
const MAX_ENTRIES = 1000

/**
 * Counting every match is the one expensive part of a search (a broad filter can match most of the
 * catalogue), so counts are cached per filter set under a catalogue version that every listing
 * change bumps. In memory for one process, in Redis when configured so all processes share both
 * the counts and the version. The short TTL bounds staleness if a change races a count.
 */
export type TCountCache = {
  get(filters: string): Promise<number | undefined>
  set(filters: string, count: number): Promise<void>
  bump(): Promise<void>
}

export function createMemoryCountCache(now: () => number = Date.now): TCountCache {
  let version = 0
  const entries = new Map<string, { count: number; expires: number }>()
  const key = (filters: string) => `${version}:${filters}`
  return {
    async get(filters) {
      const entry = entries.get(key(filters))
      if (!entry || entry.expires < now()) return undefined
      return entry.count
    },
    async set(filters, count) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      entries.set(key(filters), { count, expires: now() + TTL_SECONDS * 1000 })
    },
    async bump() {
      version += 1
      entries.clear()
    },
  }
}

export function createRedisCountCache(redis: Redis, prefix: string): TCountCache {
  const versionKey = `${prefix}catalogue:version`
  const key = async (filters: string) => `${prefix}count:${(await redis.get(versionKey)) ?? '0'}:${filters}`
  return {
    async get(filters) {
      const value = await redis.get(await key(filters))
      return value === null ? undefined : Number(value)
    },
    async set(filters, count) {
      await redis.set(await key(filters), String(count), 'EX', TTL_SECONDS)
    },
    async bump() {
      await redis.incr(versionKey)
    },
  }
}
