import { describe, expect, it } from 'vitest'
import { possibleCheckOuts } from './possible-check-outs.ts'

describe('possible check-outs of an extension', () => {
  const free = [
    { start_date: '2030-01-01', end_date: '2030-02-01' },
    { start_date: '2030-05-01', end_date: '2030-09-01' },
  ]
  it('runs from the day after the check-out to the end of the free period, within 11 months', () => {
    expect(possibleCheckOuts('2030-05-01', free, '2030-12-01')).toEqual({
      start_date: '2030-05-02',
      end_date: '2030-09-01',
    })
    expect(possibleCheckOuts('2030-05-01', free, '2030-07-15')?.end_date).toBe('2030-07-15')
  })
  it('is null when the next night is taken or the stay is at its longest', () => {
    expect(possibleCheckOuts('2030-03-01', free, '2030-12-01')).toBeNull()
    expect(possibleCheckOuts('2030-05-01', free, '2030-05-01')).toBeNull()
  })
})
