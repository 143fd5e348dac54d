import { describe, expect, it } from 'vitest'
import { cityKey } from './catalogue-keys.ts'
import { toLanguage } from './language.ts'

describe('toLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['en-US', 'en'],
    ['de', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (code, expected) => {
    expect(toLanguage(code)).toBe(expected)
  })
})

describe('cityKey', () => {
  it('turns a location name into a catalogue key', () => {
    expect(cityKey("St. John's")).toBe('st_john_s')
    expect(cityKey('new york')).toBe('new_york')
    expect(cityKey('Quebec City')).toBe('quebec_city')
  })
})
