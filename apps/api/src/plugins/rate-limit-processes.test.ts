import { describe, expect, it } from 'vitest'
import { useProcessPair } from '../test/process-pair.ts'
import type { TApiProcess } from '../test/processes.ts'
import { realServices } from '../test/scratch-database.ts'
import { RATE_LIMIT_FLUSH_MS } from './rate-limit-store.ts'

/**
 * The per-IP ceiling across two real API processes on one Redis: each counts locally and adds its
 * counts to Redis in batches (rate-limit-store.ts), so a client's total is shared once the
 * processes have flushed, and a stale process lets through at most one flush interval's requests.
 */
const services = realServices()
const CEILING = 20
// Longer than a flush and its round trip, so every process has sent its counts and heard the totals.
const settle = () => new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_FLUSH_MS * 4))

describe.skipIf(services.isMissing)(`rate limit across two real processes (${services.reason})`, () => {
  const pair = useProcessPair('ratelimit', { RATE_LIMIT_PER_MINUTE: String(CEILING) })

  const statuses = async (on: TApiProcess, count: number) => {
    const seen: number[] = []
    for (let i = 0; i < count; i += 1) {
      const response = await fetch(`${on.url}/api/config/`, { headers: { 'accept-language': 'fr' } })
      seen.push(response.status)
      await response.arrayBuffer()
    }
    return seen
  }

  it('shares one ceiling between the processes once they have flushed', async () => {
    const { a, b } = pair
    // Wait for a fresh minute if this one is nearly over, so all requests fall in one window.
    const intoMinute = Date.now() % 60_000
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute))

    expect(await statuses(a, 15)).toEqual(Array(15).fill(200))
    await settle()
    // B has not counted this client yet: its first request passes and its flush learns A's 15.
    expect(await statuses(b, 1)).toEqual([200])
    await settle()
    // 16 counted in all: B lets 4 more through, then refuses, as one process would.
    expect(await statuses(b, 10)).toEqual([...Array(4).fill(200), ...Array(6).fill(429)])
    const refused = await fetch(`${b.url}/api/config/`, { headers: { 'accept-language': 'fr' } })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ code: 'rate_limited' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    // A still knows 15 from its own flush: one stale answer at most, then it has heard the total.
    const stale = await statuses(a, 1)
    expect(stale[0] === 200 || stale[0] === 429).toBe(true)
    await settle()
    expect(await statuses(a, 3)).toEqual([429, 429, 429])
  }, 90_000)
})
