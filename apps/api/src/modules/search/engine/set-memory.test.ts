import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { createSetMemory } from './set-memory.ts'

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

describe('the sets kept in the search module memory', () => {
  it('hands out zeroed, aligned sets that stay valid as the memory grows', () => {
    const memory = createSetMemory()
    const first = memory.newSet(10)
    first.fill(0xffffffff)
    const before = memory.byteLength()
    // Enough sets to grow the memory several times over.
    const more = Array.from({ length: 64 }, () => memory.newSet(4_096))
    expect(memory.byteLength()).toBeGreaterThan(before)
    expect([...first]).toEqual(Array(10).fill(0xffffffff))
    for (const set of [first, ...more]) {
      expect(set.byteOffset % 16).toBe(0)
      expect(memory.blockWordsOf(set)).toBeGreaterThanOrEqual(set.length)
    }
    expect(more.every((set) => set.every((word) => word === 0))).toBe(true)
    // No two blocks overlap.
    const spans = [first, ...more]
      .map((set) => [set.byteOffset, set.byteOffset + memory.blockWordsOf(set) * 4] as const)
      .sort((a, b) => a[0] - b[0])
    for (let index = 1; index < spans.length; index += 1)
      expect(spans[index]?.[0]).toBeGreaterThanOrEqual(spans[index - 1]?.[1] as number)
    expect(memory.blockWordsOf(new Uint32Array(10))).toBe(0)
  })

  it('takes a block back once its set is collected, and hands it out zeroed again', async () => {
    const memory = createSetMemory()
    const offsets = new Set<number>()
    const fillOne = () => {
      const set = memory.newSet(1_000)
      set.fill(7)
      offsets.add(set.byteOffset)
    }
    for (let index = 0; index < 8; index += 1) fillOne()
    collectGarbage()
    // The registry's callbacks run in a later task.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const again = memory.newSet(1_000)
    expect(offsets.has(again.byteOffset)).toBe(true)
    // The whole block is zeroed, past the set's own length too (a pass reads up to the block's end).
    const block = new Uint32Array(again.buffer, again.byteOffset, memory.blockWordsOf(again))
    expect(block.every((word) => word === 0)).toBe(true)
  })
})
