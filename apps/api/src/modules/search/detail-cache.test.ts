import { describe, expect, it } from 'vitest'
import { createDetailCache } from './detail-cache.ts'

describe('listing page cache', () => {
  it('evicts the least recently read page when full, not the first one stored', async () => {
    const cache = createDetailCache<{ id: number }>()
    let computed = 0
    const read = (id: number) =>
      cache.get(id, async () => {
        computed += 1
        return { id }
      })
    for (let id = 1; id <= 5_000; id += 1) await read(id)
    await read(1) // page 1 is read again: page 2 is now the least recently read
    await read(5_001)
    computed = 0
    await read(1)
    expect(computed).toBe(0)
    await read(2)
    expect(computed).toBe(1)
  })

  it('does not remember a failure, and forgets what changed', async () => {
    const cache = createDetailCache<{ id: number }>()
    await expect(cache.get(7, () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get(7, async () => ({ id: 7 }))).toEqual({ id: 7 })
    cache.forget([7])
    expect(await cache.get(7, async () => ({ id: 70 }))).toEqual({ id: 70 })
  })
})
