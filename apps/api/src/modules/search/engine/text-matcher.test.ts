import { describe, expect, it } from 'vitest'
import { createTextMatcher, hasBit } from './text-matcher.ts'

describe('text matcher', () => {
  it('finds every listing whose text contains the searched text, and follows changes', () => {
    const texts = ['plateau rue saint-denis', 'laval boulevard', 'rue saint-urbain plateau']
    const matcher = createTextMatcher((slot) => texts[slot])
    const plateau = matcher.matches('plateau', texts.length)
    expect([0, 1, 2].map((slot) => hasBit(plateau, slot))).toEqual([true, false, true])
    texts[1] = 'plateau mont-royal'
    matcher.learn(1)
    expect(hasBit(matcher.matches('plateau', texts.length), 1)).toBe(true)
    matcher.forget(0)
    expect(hasBit(matcher.matches('plateau', texts.length), 0)).toBe(false)
  })

  it('keeps the 256 most recently searched texts: a text searched again stays, the least recent goes', () => {
    const texts = Array.from({ length: 300 }, (_, slot) => `listing ${slot} text${slot}`)
    const matcher = createTextMatcher((slot) => texts[slot])
    const search = (needle: string) => matcher.matches(needle, texts.length)
    // A remembered text answers with the same bit set; a forgotten one is scanned into a new one.
    const first = search('text0')
    const second = search('text1')
    for (let index = 2; index < 256; index += 1) search(`text${index}`)
    expect(search('text0')).toBe(first) // remembered, and now the most recently searched
    search('a new text') // the 257th: the least recently searched (text1) makes room
    expect(search('text0')).toBe(first)
    const again = search('text1')
    expect(again).not.toBe(second)
    expect(hasBit(again, 1)).toBe(true)
  })
})
