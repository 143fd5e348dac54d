import { describe, expect, it } from 'vitest'
import { rememberLast } from './remember-last.ts'

describe('rememberLast', () => {
  it('builds once per run of the same key, again when the key changes', () => {
    const built: string[] = []
    const schemaFor = rememberLast((day: string) => {
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
})
