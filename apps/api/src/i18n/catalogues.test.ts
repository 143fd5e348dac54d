import { describe, expect, it } from 'vitest'
import { catalogues } from './catalogues.ts'
import { translate } from './index.ts'

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort()

describe('the API catalogue', () => {
  const enKeys = Object.keys(catalogues.en)
  const frKeys = Object.keys(catalogues.fr)

  it('has every key in both languages', () => {
    expect(enKeys.length).toBeGreaterThan(100)
    expect(
      enKeys.filter((key) => !(key in catalogues.fr)),
      'keys only in English',
    ).toEqual([])
    expect(
      frKeys.filter((key) => !(key in catalogues.en)),
      'keys only in French',
    ).toEqual([])
  })

  it('gives every plural form its other form (`key_one` beside `key`) in both languages', () => {
    const orphans = [...enKeys, ...frKeys]
      .filter((key) => /_(zero|one|two|few|many|other)$/.test(key))
      .filter((key) => {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
        return !(base in catalogues.en && base in catalogues.fr)
      })
    expect(orphans).toEqual([])
  })

  it('uses in French the same {{params}} as in English', () => {
    const mismatched = enKeys.filter(
      (key) =>
        placeholders(catalogues.en[key] ?? '').join() !== placeholders(catalogues.fr[key] ?? '').join(),
    )
    expect(mismatched).toEqual([])
  })

  it('has no empty text', () => {
    const empty = [...Object.entries(catalogues.en), ...Object.entries(catalogues.fr)]
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => key)
    expect(empty).toEqual([])
  })
})

describe('translate (i18next)', () => {
  it('inserts params as written: no HTML escaping, no interpolation or nesting inside a value', () => {
    const hostile = '<b>Amir & co</b> {{link}} $t(error.rate_limited.detail)'
    const text = translate('en', 'mail.messages.body', { name: hostile, count: 2, list: '• Hi', link: 'L' })
    expect(text).toContain(`Hello ${hostile},`)
    expect(text).toContain('\nL\n')
  })

  it('leaves the placeholder of a param not given, as before (never an empty gap)', () => {
    expect(translate('fr', 'error.rate_limited.detail')).toBe('Réessayez dans {{count}} secondes.')
  })

  it('treats a param named like an i18next option as text, not as an option', () => {
    expect(translate('fr', 'error.rate_limited.detail', { count: 2, lng: 'en', defaultValue: 'x' })).toBe(
      'Réessayez dans 2 secondes.',
    )
  })

  it('answers an unknown key with the key itself', () => {
    expect(translate('fr', 'no.such.text')).toBe('no.such.text')
  })
})
