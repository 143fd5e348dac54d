import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { batchedReads } from './batched-reads.ts'

/** A read of many that records each call's keys and answers each key with its double, but 13. */
function doubles() {
  const calls: number[][] = []
  const readMany = async (keys: number[]) => {
    calls.push(keys)
    return new Map(keys.filter((key) => key !== 13).map((key) => [key, key * 2]))
  }
  return { calls, readMany }
}

describe('batched reads', () => {
  it('sends the keys asked for in one turn as one read, and answers each caller its own value', async () => {
    const { calls, readMany } = doubles()
    const read = batchedReads(readMany)
    const answers = await Promise.all([read(1), read(2), read(13), read(2)])
    expect(answers).toEqual([2, 4, undefined, 4])
    expect(calls).toEqual([[1, 2, 13]])
  })

  it('sends keys asked for in later turns as later reads', async () => {
    const { calls, readMany } = doubles()
    const read = batchedReads(readMany)
    const first = read(1)
    await nextTurn()
    const second = read(2)
    expect(await Promise.all([first, second])).toEqual([2, 4])
    expect(calls).toEqual([[1], [2]])
  })

  it('splits a burst larger than its bound into reads of at most that many keys', async () => {
    const { calls, readMany } = doubles()
    const read = batchedReads(readMany, { maxBatch: 3 })
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(read))
    expect(answers).toEqual([2, 4, 6, 8, 10, 12, 14])
    expect(calls).toEqual([[1, 2, 3], [4, 5, 6], [7]])
  })

  it('fails every caller of a read that failed, and the next turn reads again', async () => {
    let isDown = true
    const read = batchedReads(async (keys: number[]) => {
      if (isDown) throw new Error('database down')
      return new Map(keys.map((key) => [key, key]))
    })
    const failed = await Promise.allSettled([read(1), read(2)])
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    isDown = false
    expect(await read(1)).toBe(1)
  })

  it('fails its callers, and not the process, when the read throws before returning a promise', async () => {
    const read = batchedReads((): Promise<Map<number, number>> => {
      throw new Error('bad statement')
    })
    await expect(read(1)).rejects.toThrow('bad statement')
  })
})
