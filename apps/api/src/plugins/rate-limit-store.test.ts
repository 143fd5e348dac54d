import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { batchedRedisStore } from './rate-limit-store.ts'

const redisUrl = loadConfig().redisUrl
const MINUTE = 60_000
const FLUSH_MS = 10

/** The count a store gives a client's next request. */
const next = (
  store: {
    incr: (
      client: string,
      done: (e: Error | null, c?: { current: number }) => void,
      w: number,
      m: number,
    ) => void
  },
  client: string,
) =>
  new Promise<number>((resolve, reject) =>
    store.incr(
      client,
      (error, count) => (error || !count ? reject(error) : resolve(count.current)),
      MINUTE,
      100,
    ),
  )
const flushed = () => new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 10))

describe('batched rate-limit counts', () => {
  const opened: Redis[] = []
  const open = (url: string) => {
    const redis = new Redis(url, { maxRetriesPerRequest: 0, commandTimeout: 200, lazyConnect: true })
    redis.on('error', () => {}) // an unreachable Redis is the point of one test
    opened.push(redis)
    return redis
  }
  afterAll(() => {
    for (const redis of opened) redis.disconnect()
  })

  it.skipIf(!redisUrl)('two stores on one Redis learn each other’s counts at their next flush', async () => {
    const namespace = `test:rl:${Date.now()}:`
    const Left = batchedRedisStore(open(redisUrl as string), namespace, FLUSH_MS)
    const Right = batchedRedisStore(open(redisUrl as string), namespace, FLUSH_MS)
    const left = new Left()
    const right = new Right()
    for (let i = 1; i <= 5; i += 1) expect(await next(left, 'client')).toBe(i)
    await flushed()
    expect(await next(right, 'client')).toBe(1)
    await flushed()
    // Right heard the total (5 + its 1) and counts on from it; another client is untouched.
    expect(await next(right, 'client')).toBe(7)
    expect(await next(right, 'someone-else')).toBe(1)
    await flushed()
    expect(await next(left, 'client')).toBe(6)
    await flushed()
    expect(await next(left, 'client')).toBe(9)
  })

  it('goes on counting on its own when Redis cannot be reached', async () => {
    // A port nothing listens on: every flush fails, and the counts stay with the process.
    const Store = batchedRedisStore(open('redis://127.0.0.1:1'), 'test:rl:down:', FLUSH_MS)
    const store = new Store()
    for (let i = 1; i <= 3; i += 1) expect(await next(store, 'client')).toBe(i)
    await flushed()
    expect(await next(store, 'client')).toBe(4)
  })
})
