import { describe, expect, it } from 'vitest'
import { findContacts } from './mask.ts'
import { isNumberWord, spelledNumberAt } from './number-words.ts'

describe('number words', () => {
  it('are only the words of numbers, not the names every object inherits', () => {
    for (const word of ['constructor', 'tostring', 'valueof', '__proto__', 'hasownproperty'])
      expect(isNumberWord(word), word).toBe(false)
    expect(spelledNumberAt(['constructor'], 0, false)).toBeUndefined()
    expect(['five', 'quatorze', 'vingt', 'cent', 'double', 'oh'].every(isNumberWord)).toBe(true)
  })

  it('read teens, tens and hundreds in both languages', () => {
    expect(spelledNumberAt(['cinq', 'cent', 'quatorze'], 0, false)).toEqual({ digits: '514', used: 3 })
    expect(spelledNumberAt(['quatre', 'vingt', 'dix', 'neuf'], 0, false)).toEqual({ digits: '99', used: 4 })
    expect(spelledNumberAt(['double', 'five'], 0, false)).toEqual({ digits: '55', used: 2 })
  })

  it('leave a handle named like an inherited property to the other rules', () => {
    expect(findContacts('my snap is constructor_22').map((span) => span.kind)).toEqual(['handle'])
    expect(
      findContacts('Call five one four, five five five, zéro one nine nine').map((span) => span.kind),
    ).toEqual(['phone'])
  })
})
