import { describe, expect, it } from 'vitest'
import { ADDRESS_PATTERNS } from './addresses.ts'
import { APPS } from './app-handles.ts'
import { CONTACT_CORPUS } from './corpus.ts'
import { lowerCase, matchesOf, type TGuardedPattern } from './text-tools.ts'

const GUARDED: TGuardedPattern[] = [...ADDRESS_PATTERNS, APPS]

/** Pieces people write contacts with, joined at random into texts that hit every pattern's edges. */
const PIECES = [
  'jean',
  '.',
  ' . ',
  ' dot ',
  ' point ',
  '(dot)',
  '[point]',
  ' at ',
  '(at)',
  ' arobase ',
  '@',
  '＠',
  ' @ ',
  'gmail',
  'Hotmail',
  'videotron',
  'com',
  'ca',
  'CA',
  'me',
  'ly',
  '/',
  ' slash ',
  'wa',
  't',
  'chat.whatsapp.com',
  'instagram.com',
  'WhatsApp',
  'insta',
  'we chat',
  'https://',
  'www.',
  'kijiji',
  '_mtl',
  '514',
  'Écris',
  'İstanbul',
  ' ',
]

function randomTexts(count: number, seed: number): string[] {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 2 + Math.floor(next() * 10) },
      () => PIECES[Math.floor(next() * PIECES.length)],
    ).join(''),
  )
}

describe('the cheap tests in front of the contact patterns (decision 031)', () => {
  const texts = [...CONTACT_CORPUS.map((entry) => entry.text), ...randomTexts(5000, 27)].map(lowerCase)

  it('let through every text their pattern matches, so guarding changes no finding', () => {
    let matched = 0
    for (const { mayMatch, pattern } of GUARDED)
      for (const text of texts) {
        if (matchesOf(text, pattern).length === 0) continue
        matched += 1
        expect(mayMatch.test(text), `${mayMatch} lets "${text}" through to ${pattern}`).toBe(true)
      }
    // The texts reach every pattern, or the check above would prove nothing.
    for (const { pattern } of GUARDED)
      expect(
        texts.some((text) => matchesOf(text, pattern).length > 0),
        `${pattern} is reached`,
      ).toBe(true)
    expect(matched).toBeGreaterThan(500)
  })

  it('are cheap to compile (no \\p{…} class) and hold no state between texts (no g flag)', () => {
    for (const { mayMatch } of GUARDED) {
      expect(mayMatch.source).not.toMatch(/\\[pP]\{/)
      expect(mayMatch.flags).not.toContain('g')
    }
  })

  it('turn most plain texts away, so their patterns are seldom compiled', () => {
    const plain = CONTACT_CORPUS.filter((entry) => entry.hide.length === 0).map((entry) =>
      lowerCase(entry.text),
    )
    const passed = GUARDED.map(({ mayMatch }) => plain.filter((text) => mayMatch.test(text)).length)
    const total = GUARDED.length * plain.length
    expect(passed.reduce((sum, count) => sum + count, 0) / total).toBeLessThan(0.2)
  })
})

describe('lowerCase', () => {
  it('keeps every offset, "İ" included, so spans found in it stand in the original text', () => {
    for (const text of ['İSTANBUL İzmir', 'ÉCRIS-MOI À JEAN@GMAIL.COM', 'Straße ΣΊΣΥΦΟΣ', '𐐀𐐁 Deseret'])
      expect(lowerCase(text).length).toBe(text.length)
    expect(lowerCase('İzmir')).toBe('izmir')
  })
})
