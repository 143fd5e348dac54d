import { describe, expect, it } from 'vitest'
import { localDisplayDate, localTime } from './format-timestamp.ts'

describe('timestamps', () => {
  it('shows the day on the reader calendar, not UTC', () => {
    expect(localDisplayDate('2025-03-01T02:30:00.000Z', 'America/Toronto')).toBe('2025/02/28')
    expect(localDisplayDate('2025-03-01T02:30:00.000Z', 'Europe/Paris')).toBe('2025/03/01')
  })

  it('shows the time in the reader language', () => {
    expect(localTime('2025-03-01T20:05:00.000Z', 'en', 'America/Toronto')).toMatch(/^3:05\sp\.m\.$/)
    expect(localTime('2025-03-01T20:05:00.000Z', 'fr', 'America/Toronto')).toMatch(/^15\sh\s05$/)
  })
})
