import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'

type TCount = { current: number; ttl: number }
type TDone = (error: Error | null, count?: TCount) => void
/** One client's count in one window, as this process knows it. */
type TEntry = {
  /** The window's length (ms) and its number since the epoch. */
  length: number
  window: number
  /** The client's total across every process at this process's last flush. */
  known: number
  /** Counted here and sent to Redis, its answer not back yet. */
  inFlight: number
  /** Counted here since the last flush. */
  pending: number
}

/** How often a process adds its counts to Redis and learns the totals of other processes. */
export const RATE_LIMIT_FLUSH_MS = 50
/** Past this many clients in a window, the ones with nothing to send are forgotten at a flush. */
const MAX_TRACKED = 200_000

/**
 * The global rate limit's per-client counts, shared by every API process through Redis without a
 * Redis round trip per request: that round trip was more than half of a small request's CPU (the
 * socket write to Redis and its answer), paid by every call. See docs/decisions/030.
 *
 * Each process counts locally and, every RATE_LIMIT_FLUSH_MS, adds its new counts to Redis in one
 * pipeline (INCRBY on a key per client and window), learning each client's total across processes
 * from the answers. A request is judged on the total at the last flush plus what this process
 * counted since, so one process alone is exact; with N processes, a client can pass the ceiling by
 * at most what it sends the other processes within a flush interval and a round trip, before they
 * learn its total. Windows are fixed and aligned on the epoch, so every process agrees on them
 * without asking Redis. Redis down: each process goes on limiting with its own counts.
 */
export function batchedRedisStore(redis: Redis, namespace: string, flushMs = RATE_LIMIT_FLUSH_MS) {
  const entries = new Map<string, TEntry>()
  let flushing = false

  const isCurrent = (entry: TEntry, now: number) => entry.window === Math.floor(now / entry.length)

  function entryOf(key: string, now: number, length: number) {
    let entry = entries.get(key)
    if (entry === undefined || entry.length !== length || !isCurrent(entry, now)) {
      // A new window starts from zero; counts still in flight for the old one land on its own key.
      entry = { length, window: Math.floor(now / length), known: 0, inFlight: 0, pending: 0 }
      entries.set(key, entry)
    }
    return entry
  }

  function flush() {
    flushing = false
    const now = Date.now()
    const sent: [string, TEntry, number][] = []
    const pipeline = redis.pipeline()
    for (const [key, entry] of entries) {
      if (entry.pending === 0) {
        if (!isCurrent(entry, now) || (entries.size > MAX_TRACKED && entry.inFlight === 0))
          entries.delete(key)
        continue
      }
      const redisKey = `${namespace}${key}:${entry.window}`
      pipeline.incrby(redisKey, entry.pending).pexpire(redisKey, entry.length * 2)
      sent.push([key, entry, entry.pending])
      entry.inFlight += entry.pending
      entry.pending = 0
    }
    if (sent.length === 0) return
    pipeline.exec().then(
      (answers) => {
        for (const [index, [, entry, count]] of sent.entries()) {
          entry.inFlight -= count
          const [error, total] = answers?.[index * 2] ?? [new Error('no answer')]
          // The total includes this process's count, and every other process's at that moment.
          entry.known = error ? entry.known + count : Math.max(entry.known + count, Number(total))
        }
      },
      () => {
        // Redis unreachable: keep the counts here, so this process still limits on its own.
        for (const [, entry, count] of sent) {
          entry.inFlight -= count
          entry.known += count
        }
      },
    )
  }

  const totalOf = (entry: TEntry) => entry.known + entry.inFlight + entry.pending
  const ttlOf = (entry: TEntry, now: number) => (entry.window + 1) * entry.length - now

  // @fastify/rate-limit makes the store with `new Store(options)`; a route's own store is a child.
  return class BatchedRedisStore implements FastifyRateLimitStore {
    route = ''

    incr(client: string, done: TDone, timeWindow: number) {
      const now = Date.now()
      const entry = entryOf(this.route + client, now, timeWindow)
      entry.pending += 1
      if (!flushing) {
        flushing = true
        setTimeout(flush, flushMs).unref()
      }
      done(null, { current: totalOf(entry), ttl: ttlOf(entry, now) })
    }

    read(client: string, done: TDone) {
      const now = Date.now()
      const entry = entries.get(this.route + client)
      const known = entry !== undefined && isCurrent(entry, now)
      done(null, known ? { current: totalOf(entry), ttl: ttlOf(entry, now) } : { current: 0, ttl: 0 })
    }

    /** A route with limits of its own counts under its own key. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the route as `routeInfo` beside the options (its types leave it out).
      const { routeInfo } = routeOptions as unknown as { routeInfo: { method?: string; url?: string } }
      const store = new BatchedRedisStore()
      store.route = `${this.route}${routeInfo.method ?? ''}${routeInfo.url ?? ''}-`
      return store
    }
  }
}
