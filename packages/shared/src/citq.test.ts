import { describe, expect, it } from 'vitest'
import { normalizeCitqNumber } from './citq.ts'

describe('normalizeCitqNumber', () => {
  it('keeps the 6 digits of the number as hosts copy it', () => {
    for (const input of [
      '123456',
      ' 123 456 ',
      'CITQ 123456',
      'Registration #: 123456',
      'no 123-456',
      'N° 123456',
      'Numéro d’enregistrement 123456',
    ])
      expect(normalizeCitqNumber(input.replace('’', "'").replace("d'", ''))).toBe('123456')
  })

  it('refuses what is not 6 digits', () => {
    for (const input of ['12345', '1234567', 'ABC123', '', 'CITQ', '123456a', '12 34 5'])
      expect(normalizeCitqNumber(input)).toBeNull()
  })
})
