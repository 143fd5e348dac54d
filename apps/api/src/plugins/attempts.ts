import type { Redis } from 'ioredis'

/**
 * Counts events per key in a fixed window (e.g. failed logins per IP and per email). In memory for
 * one process; in Redis when configured, so every API process shares the same counts.
 */
export type TAttemptCounter = {
  count(key: string): Promise<number>
  hit(key: string): Promise<number>
  reset(key: string): Promise<void>
  /** Seconds until the key's window ends (for Retry-After). */
  ttl(key: string): Promise<number>
}

export function createMemoryCounter(windowMs: number, now: () => number = Date.now): TAttemptCounter {
  const entries = new Map<string, { count: number; resetAt: number }>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.resetAt <= now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }
  return {
    count: async (key) => live(key)?.count ?? 0,
    async hit(key) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs }
      entry.count += 1
      entries.set(key, entry)
      // Expired keys are dropped on read; sweep now and then so abandoned keys cannot pile up.
      if (entries.size > 10_000) for (const k of entries.keys()) live(k)
      return entry.count
    },
    reset: async (key) => {
      entries.delete(key)
    },
    ttl: async (key) => {
      const entry = live(key)
      return entry ? Math.ceil((entry.resetAt - now()) / 1000) : 0
    },
  }
}

export function createRedisCounter(redis: Redis, prefix: string, windowMs: number): TAttemptCounter {
  const k = (key: string) => `${prefix}attempts:${key}`
  return {
    count: async (key) => Number((await redis.get(k(key))) ?? 0),
    async hit(key) {
      const [[, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').exec()) as [
        [unknown, number],
      ]
      return count
    },
    reset: async (key) => {
      await redis.del(k(key))
    },
    ttl: async (key) => Math.max(0, Math.ceil((await redis.pttl(k(key))) / 1000)),
  }
}
