import { describe, expect, it } from 'vitest'
import { uniqueById } from './unique-by-id.ts'

describe('uniqueById', () => {
  it('keeps the first copy of each id, in order', () => {
    const items = [
      { id: 3, v: 'live' },
      { id: 2, v: 'a' },
      { id: 3, v: 'page' },
      { id: 1, v: 'b' },
    ]
    expect(uniqueById(items)).toEqual([
      { id: 3, v: 'live' },
      { id: 2, v: 'a' },
      { id: 1, v: 'b' },
    ])
  })
})
