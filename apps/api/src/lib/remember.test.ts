import { describe, expect, it } from 'vitest'
import { rememberUpTo } from './remember.ts'

describe('rememberUpTo', () => {
  it('with room for one, builds once per run of the same key, again when the key changes', () => {
    const built: string[] = []
    const schemaFor = rememberUpTo(1, (day: string) => {
      built.push(day)
      return { day }
    })
    const first = schemaFor('2026-11-30')
    expect(schemaFor('2026-11-30')).toBe(first)
    const next = schemaFor('2026-12-01')
    expect(next).toEqual({ day: '2026-12-01' })
    expect(next).not.toBe(first)
    expect(schemaFor('2026-11-30')).toEqual({ day: '2026-11-30' })
    expect(built).toEqual(['2026-11-30', '2026-12-01', '2026-11-30'])
  })

  it('keeps up to its limit, then starts again; an undefined answer is remembered too', () => {
    const built: number[] = []
    const half = rememberUpTo(2, (key: number) => {
      built.push(key)
      return key % 2 === 0 ? key / 2 : undefined
    })
    expect([half(4), half(3), half(4), half(3)]).toEqual([2, undefined, 2, undefined])
    expect(built).toEqual([4, 3])
    // A third key empties the memory: the first two are built again when asked.
    expect([half(6), half(4)]).toEqual([3, 2])
    expect(built).toEqual([4, 3, 6, 4])
  })
})
