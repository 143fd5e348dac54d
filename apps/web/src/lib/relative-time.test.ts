import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time.ts'

const now = Date.parse('2025-06-15T12:00:00Z')
const ago = (ms: number) => new Date(now - ms).toISOString()
const MIN = 60_000

describe('relativeTime', () => {
  it('says "now" for the last minute, and for a clock slightly ahead', () => {
    expect(relativeTime(ago(30_000), now, 'en')).toBe('now')
    expect(relativeTime(ago(-5_000), now, 'en')).toBe('now')
    expect(relativeTime(ago(30_000), now, 'fr')).toBe('maintenant')
  })

  it('counts minutes, then hours, then days', () => {
    expect(relativeTime(ago(5 * MIN), now, 'en')).toBe('5 mins ago')
    expect(relativeTime(ago(3 * 60 * MIN + 59 * MIN), now, 'en')).toBe('3 hrs ago')
    expect(relativeTime(ago(26 * 60 * MIN), now, 'en')).toBe('yesterday')
    expect(relativeTime(ago(3 * 24 * 60 * MIN), now, 'en')).toBe('3 days ago')
  })

  it('speaks French', () => {
    expect(relativeTime(ago(5 * MIN), now, 'fr')).toMatch(/^il y a 5\s+min$/u)
    expect(relativeTime(ago(26 * 60 * MIN), now, 'fr')).toBe('hier')
  })

  it('gives the date after a week', () => {
    expect(relativeTime('2025-06-01T15:00:00Z', now, 'en', 'America/Toronto')).toBe('2025/06/01')
  })

  it('says nothing of a timestamp it cannot read', () => {
    expect(relativeTime('not a date', now, 'en')).toBe('')
  })
})
