import { describe, expect, it } from 'vitest'
import { jsonArrayBytes, pageBytes } from './wire.ts'

const bytes = (values: unknown[]) => values.map((value) => Buffer.from(JSON.stringify(value)))

describe('answers written as bytes', () => {
  it('puts the items between the head and the tail as a JSON array, whatever their count', () => {
    for (const items of [[], [{ title: 'Café' }], [{ a: 1 }, 'é🌿', null, [2, 3]]]) {
      const answer = jsonArrayBytes('{"note":"Montréal","items":', bytes(items), ',"end":"ç"}')
      expect(JSON.parse(answer.toString())).toEqual({ note: 'Montréal', items, end: 'ç' })
    }
  })

  it('wraps a page of cards in the list envelope, its links from the address asked', () => {
    const cards = [
      { property_id: 1, title: 'Loft près du métro' },
      { property_id: 2, title: 'Studio' },
    ]
    const url = '/api/properties/?location=C%C3%B4te-des-Neiges&page=2'
    const answer = pageBytes({ results: bytes(cards), count: 45, page: 2, pageSize: 20 }, url)
    expect(JSON.parse(answer.toString())).toEqual({
      count: 45,
      next: '/api/properties/?location=C%C3%B4te-des-Neiges&page_size=20&page=3',
      previous: '/api/properties/?location=C%C3%B4te-des-Neiges&page_size=20&page=1',
      results: cards,
    })
  })
})
