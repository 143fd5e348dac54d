import { CHAT_CHAR_DELAY_MS } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { typedLength } from './typewriter.ts'

describe('typedLength', () => {
  it('shows one more character every 20 ms', () => {
    expect(CHAT_CHAR_DELAY_MS).toBe(20)
    expect(typedLength(0, 100, CHAT_CHAR_DELAY_MS)).toBe(0)
    expect(typedLength(19, 100, CHAT_CHAR_DELAY_MS)).toBe(0)
    expect(typedLength(20, 100, CHAT_CHAR_DELAY_MS)).toBe(1)
    expect(typedLength(210, 100, CHAT_CHAR_DELAY_MS)).toBe(10)
  })

  it('catches up after a late tick and stops at the end of the text', () => {
    expect(typedLength(1000, 30, CHAT_CHAR_DELAY_MS)).toBe(30)
    expect(typedLength(2000, 100, CHAT_CHAR_DELAY_MS)).toBe(100)
  })

  it('shows everything at once without a delay', () => {
    expect(typedLength(0, 42, 0)).toBe(42)
  })
})
