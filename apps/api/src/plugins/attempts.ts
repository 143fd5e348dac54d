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

/** After Redis fails, how long the counts stay in memory before Redis is tried again. */
const REDIS_RETRY_MS = 5000

/**
 * The shared Redis counter, falling back to this process's memory while Redis is unreachable:
 * failed logins and chat messages are then limited per process (each process with the full
 * allowance) instead of not at all, and no request waits on a Redis that does not answer more than
 * once per `REDIS_RETRY_MS`. Counts made meanwhile are not copied back to Redis.
 */
export function createFallbackCounter(
  shared: TAttemptCounter,
  local: TAttemptCounter,
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): TAttemptCounter {
  let downUntil = 0
  const either =
    <A extends unknown[], R>(pick: (counter: TAttemptCounter) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (now() >= downUntil) {
        try {
          return await pick(shared)(...args)
        } catch (error) {
          downUntil = now() + REDIS_RETRY_MS
          onError(error)
        }
      }
      return pick(local)(...args)
    }
  return {
    count: either((counter) => counter.count),
    hit: either((counter) => counter.hit),
    reset: either((counter) => counter.reset),
    ttl: either((counter) => counter.ttl),
  }
}
