import { describe, expect, it } from 'vitest'
import { dayKey, dayLabel, groupByDay } from './day-groups.ts'

const at = (id: number, created_at: string) => ({ id, created_at })

describe('groupByDay', () => {
  it('puts messages of the same local day together, in order', () => {
    const messages = [
      at(1, '2025-03-09T14:00:00Z'),
      at(2, '2025-03-09T23:30:00Z'),
      at(3, '2025-03-10T03:59:00Z'),
      at(4, '2025-03-10T04:01:00Z'),
    ]
    // In Montreal (UTC-4 after 9 March 2025), 03:59 UTC on the 10th is still the evening of the 9th.
    expect(groupByDay(messages, 'America/Toronto')).toEqual([
      { day: '2025-03-09', items: [messages[0], messages[1], messages[2]] },
      { day: '2025-03-10', items: [messages[3]] },
    ])
    expect(groupByDay(messages, 'UTC').map((group) => group.items.map((item) => item.id))).toEqual([
      [1, 2],
      [3, 4],
    ])
  })

  it('has no group for no message', () => {
    expect(groupByDay([])).toEqual([])
  })

  it('starts a new group when a later day comes back after another (never merges across)', () => {
    const groups = groupByDay(
      [at(1, '2025-01-01T12:00:00Z'), at(2, '2025-01-02T12:00:00Z'), at(3, '2025-01-02T13:00:00Z')],
      'UTC',
    )
    expect(groups.map((group) => [group.day, group.items.length])).toEqual([
      ['2025-01-01', 1],
      ['2025-01-02', 2],
    ])
  })
})

describe('dayKey', () => {
  it('is the calendar day in the given zone', () => {
    expect(dayKey('2025-12-31T23:30:00-05:00', 'America/Toronto')).toBe('2025-12-31')
    expect(dayKey('2025-12-31T23:30:00-05:00', 'UTC')).toBe('2026-01-01')
  })
})

describe('dayLabel', () => {
  it('says today and yesterday in words', () => {
    expect(dayLabel('2025-06-15', '2025-06-15', 'en')).toBe('Today')
    expect(dayLabel('2025-06-14', '2025-06-15', 'en')).toBe('Yesterday')
    expect(dayLabel('2025-06-15', '2025-06-15', 'fr')).toMatch(/^Aujourd.hui$/)
    expect(dayLabel('2025-02-28', '2025-03-01', 'fr')).toBe('Hier')
  })

  it('gives the weekday and date before that, with the year only when it is another one', () => {
    expect(dayLabel('2025-06-10', '2025-06-15', 'en')).toBe('Tuesday, June 10')
    expect(dayLabel('2025-06-10', '2025-06-15', 'fr')).toBe('Mardi 10 juin')
    expect(dayLabel('2024-12-31', '2025-01-02', 'en')).toBe('Tuesday, December 31, 2024')
  })
})
