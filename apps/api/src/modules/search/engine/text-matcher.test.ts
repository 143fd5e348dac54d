import { describe, expect, it } from 'vitest'
import { hasBit } from './bit-set.ts'
import { createSetMemory } from './set-memory.ts'
import { createTextMatcher } from './text-matcher.ts'

/** A matcher loaded with `texts` in slots 0, 1, 2… as at start. */
function loaded(texts: string[]) {
  const matcher = createTextMatcher()
  for (const text of texts) matcher.append(text)
  matcher.seal()
  return matcher
}

describe('text matcher', () => {
  it('finds every listing whose text contains the searched text, and follows changes', () => {
    const texts = ['plateau rue saint-denis', 'laval boulevard', 'rue saint-urbain plateau']
    const matcher = loaded(texts)
    const plateau = matcher.matches('plateau', texts.length)
    expect([0, 1, 2].map((slot) => hasBit(plateau, slot))).toEqual([true, false, true])
    matcher.learn(1, 'plateau mont-royal')
    expect(hasBit(matcher.matches('plateau', texts.length), 1)).toBe(true)
    matcher.forget(0)
    expect(hasBit(matcher.matches('plateau', texts.length), 0)).toBe(false)
    // Texts searched for the first time after the changes see them too.
    const mont = matcher.matches('mont', texts.length)
    expect([0, 1, 2].map((slot) => hasBit(mont, slot))).toEqual([false, true, false])
    expect(matcher.matches('', texts.length)[0]).toBe(0b110)
    expect([0, 1, 2].map(matcher.textOf)).toEqual([undefined, 'plateau mont-royal', texts[2]])
  })

  it('never matches across two listings, nor an emptied slot', () => {
    const matcher = loaded(['rue saint', 'denis', 'saint-denis'])
    expect(matcher.matches('saint\u0000denis', 3)[0]).toBe(0)
    expect(matcher.matches('saintdenis', 3)[0]).toBe(0)
    expect(matcher.matches('saint-denis', 3)[0]).toBe(0b100)
    matcher.forget(2)
    expect(matcher.matches('denis', 3)[0]).toBe(0b010)
  })

  it('keeps the 256 most recently searched texts: a text searched again stays, the least recent goes', () => {
    const texts = Array.from({ length: 300 }, (_, slot) => `listing ${slot} text${slot}`)
    const matcher = loaded(texts)
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

  it('gives an evicted text’s block in the search module memory back at once, for the next text', () => {
    const memory = createSetMemory()
    const matcher = createTextMatcher(memory.newSet, memory.release)
    const texts = Array.from({ length: 40_000 }, (_, slot) => `listing ${slot}`)
    for (const text of texts) matcher.append(text)
    matcher.seal()
    for (let index = 0; index < 300; index += 1) matcher.matches(`${index}1`, texts.length)
    const grown = memory.byteLength()
    // A stream of new texts, each evicting the least recent: with no collection in between, the
    // memory stays at what 256 sets take.
    for (let index = 300; index < 1_500; index += 1) matcher.matches(`${index}1`, texts.length)
    expect(memory.byteLength()).toBe(grown)
    // The sets are still right: a block handed out again is zeroed first.
    const set = matcher.matches('1499 ', texts.length)
    expect(texts.flatMap((text, slot) => (hasBit(set, slot) ? [text] : []))).toEqual([])
    const last = matcher.matches('14991', texts.length)
    expect(texts.flatMap((text, slot) => (hasBit(last, slot) ? [text] : []))).toEqual(['listing 14991'])
  })

  it('builds a new text’s set a step at a time, giving other work its turn, and exact at the end', async () => {
    // Two steps of the paced scan (32,768 slots each), every third text a match.
    const texts = Array.from({ length: 40_000 }, (_, slot) =>
      slot % 3 === 0 ? `rue ${slot} plateau` : `laval ${slot}`,
    )
    const matcher = loaded(texts)
    let turns = 0
    const other = setInterval(() => {
      turns += 1
    }, 0)
    const build = matcher.prepare('plateau')
    // Two readers of one text share its scan.
    expect(matcher.prepare('plateau')).toBe(build)
    // Changes while it runs: a match becomes none, a non-match becomes one, a match is emptied.
    matcher.learn(0, 'laval')
    matcher.learn(1, 'the plateau')
    matcher.forget(3)
    await build
    clearInterval(other)
    const set = matcher.matches('plateau', texts.length)
    const expected = texts.map(
      (text, slot) => slot !== 3 && (slot === 1 || (slot !== 0 && text.includes('plateau'))),
    )
    expect(texts.map((_text, slot) => hasBit(set, slot))).toEqual(expected)
    expect(turns).toBeGreaterThan(0)
    // Already known: nothing to build.
    await matcher.prepare('plateau')
    expect(matcher.matches('plateau', texts.length)).toBe(set)
  })

  it('starts a paced scan over when the texts are joined again meanwhile', async () => {
    const texts = Array.from({ length: 40_000 }, (_, slot) => `home ${slot}`)
    const matcher = loaded(texts)
    const build = matcher.prepare('home 3999')
    // Enough changed texts to make the column join everything again (more than 2,000).
    for (let slot = 0; slot < 2_100; slot += 1)
      matcher.learn(slot, slot === 5 ? 'home 39990 moved' : `flat ${slot}`)
    await build
    const set = matcher.matches('home 3999', texts.length)
    const found = texts.flatMap((_text, slot) => (hasBit(set, slot) ? [slot] : []))
    expect(found).toEqual([5, 3999, ...Array.from({ length: 10 }, (_, digit) => 39_990 + digit)])
  })
})
