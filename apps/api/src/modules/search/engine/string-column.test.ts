import { describe, expect, it } from 'vitest'
import { createStringColumn } from './string-column.ts'

const containing = (column: ReturnType<typeof createStringColumn>, needle: string) => {
  const slots: number[] = []
  column.forEachContaining(needle, (slot) => slots.push(slot))
  return slots.sort((a, b) => a - b)
}

describe('string column', () => {
  it('reads back each slot of a bulk load, across pieces, with the texts set since', () => {
    const column = createStringColumn()
    column.clear()
    const texts = Array.from({ length: 10_000 }, (_, slot) => (slot % 7 === 0 ? '' : `Rue ${slot} Montréal`))
    for (const text of texts) column.append(text)
    column.seal()
    expect(texts.every((text, slot) => column.get(slot) === text)).toBe(true)
    expect(column.get(texts.length)).toBeUndefined()
    column.set(3, 'Avenue du Parc')
    column.set(texts.length, 'Rue Neuve')
    expect([column.get(3), column.get(texts.length)]).toEqual(['Avenue du Parc', 'Rue Neuve'])
    // What `includes` finds text by text, now that slot 3 and a new slot changed.
    const current = [...texts, 'Rue Neuve']
    current[3] = 'Avenue du Parc'
    const expected = (needle: string) =>
      current.flatMap((text, slot) => (text.includes(needle) ? [slot] : []))
    expect(containing(column, 'Rue 12')).toEqual(expected('Rue 12'))
    expect(expected('Rue 12').length).toBeGreaterThan(50)
    expect(containing(column, 'Rue N')).toEqual([texts.length])
    expect(containing(column, 'Parc')).toEqual([3])
    expect(containing(column, 'Rue 3 ')).toEqual([])
  })

  it('reads back texts appended a joined range at a time, between texts appended one by one', () => {
    const column = createStringColumn()
    column.clear()
    const texts = Array.from({ length: 9_000 }, (_, slot) => (slot % 5 === 0 ? '' : `Rue ${slot} Québec 🏠`))
    // One by one, then 5,000 joined (with empty texts at both ends), then one by one again.
    for (const text of texts.slice(0, 100)) column.append(text)
    column.appendJoined(texts.slice(100, 5_100).join('|'), '|', 5_000)
    for (const text of texts.slice(5_100)) column.append(text)
    column.seal()
    expect(texts.every((text, slot) => column.get(slot) === text)).toBe(true)
    expect(column.get(texts.length)).toBeUndefined()
    const expected = (needle: string) => texts.flatMap((text, slot) => (text.includes(needle) ? [slot] : []))
    expect(containing(column, 'Rue 51')).toEqual(expected('Rue 51'))
    expect(expected('Rue 51').length).toBeGreaterThan(50)
    expect(containing(column, 'bec 🏠')).toEqual(expected('bec 🏠'))
  })

  it('joins everything again once many texts changed, losing none', () => {
    const column = createStringColumn()
    column.clear()
    for (let slot = 0; slot < 100; slot += 1) column.append(`old ${slot}`)
    column.seal()
    for (let slot = 0; slot < 2_500; slot += 1) column.set(slot, `new ${slot}`)
    expect(
      Array.from({ length: 2_500 }, (_, slot) => column.get(slot) === `new ${slot}`).every(Boolean),
    ).toBe(true)
    expect(containing(column, 'old')).toEqual([])
    expect(containing(column, 'new 2499')).toEqual([2_499])
  })
})
