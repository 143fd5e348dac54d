import { describe, expect, it } from 'vitest'
import { MAX_ID } from '../constants/business.ts'
import { zId, zLine, zParagraphs } from './text.ts'

describe('text fields', () => {
  it('a line refuses every control character and line break, and keeps the rest of Unicode', () => {
    for (const bad of [
      'a\u0000b',
      'title\rinjected',
      'a\nb',
      'a\tb',
      '\u001b[31mred',
      'a\u007fb',
      'a\u2028b',
    ]) {
      expect(zLine().safeParse(bad).error?.issues[0]?.message).toBe('validation.oneLine')
    }
    expect(zLine().parse('  Loft 5½ à Montréal — 😀  ')).toBe('Loft 5½ à Montréal — 😀')
  })

  it('paragraphs keep line breaks and tabs, turn CRLF and CR into LF, and refuse other controls', () => {
    expect(zParagraphs().parse('First line\r\nsecond\rthird\n\tindented')).toBe(
      'First line\nsecond\nthird\n\tindented',
    )
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u000bb']) {
      expect(zParagraphs().safeParse(bad).error?.issues[0]?.message).toBe('validation.controlCharacter')
    }
  })
})

describe('ids', () => {
  it('accepts whole numbers up to the integer column and refuses the rest', () => {
    expect(zId().parse('2147483647')).toBe(MAX_ID)
    expect(zId().parse(1)).toBe(1)
    for (const bad of ['2147483648', '0', '-1', '1.5', 'abc', '9007199254740993']) {
      expect(zId().safeParse(bad).success).toBe(false)
    }
  })
})
