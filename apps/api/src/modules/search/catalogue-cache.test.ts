import { describe, expect, it } from 'vitest'
import { createMemoryCatalogueCache } from './catalogue-cache.ts'

describe('catalogue cache', () => {
  it('computes once for concurrent callers, again after a catalogue change or the TTL', async () => {
    let now = 0
    const cache = createMemoryCatalogueCache(() => now)
    let computations = 0
    const compute = async () => {
      computations += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { total: computations }
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.remember('view', compute)))
    expect(computations).toBe(1)
    expect(answers.every((answer) => answer.total === 1)).toBe(true)
    expect(await cache.remember('view', compute)).toEqual({ total: 1 })

    await cache.bump()
    expect(await cache.remember('view', compute)).toEqual({ total: 2 })
    now += 31_000
    expect(await cache.remember('view', compute)).toEqual({ total: 3 })
  })

  it('does not cache a failed computation', async () => {
    const cache = createMemoryCatalogueCache()
    await expect(cache.remember('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await cache.remember('x', async () => 42)).toBe(42)
  })
})
