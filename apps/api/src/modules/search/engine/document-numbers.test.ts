import { describe, expect, it } from 'vitest'
import { NumbersReader } from './document-numbers.ts'

describe("a search document's numbers in one field", () => {
  it('reads whole numbers, a negative mask, floats as PostgreSQL writes them, then the free days', () => {
    const numbers = new NumbersReader().of(
      '42,125000,3,2,-2147483647,1,7,1767225600123456,45.50123456789012,-7.3e-5,20454,20485,20500,20531',
    )
    expect([numbers.integer(), numbers.integer(), numbers.integer(), numbers.integer()]).toEqual([
      42, 125000, 3, 2,
    ])
    expect(numbers.integer()).toBe(-2147483647)
    expect([numbers.integer(), numbers.integer(), numbers.integer()]).toEqual([1, 7, 1767225600123456])
    expect(numbers.float()).toBe(45.50123456789012)
    expect(numbers.float()).toBe(-0.000073)
    expect(numbers.rest()).toEqual([20454, 20485, 20500, 20531])
  })

  it('reads no free days when the field ends with the coordinates', () => {
    const numbers = new NumbersReader().of('1,2,3,4,0,0,0,5,45.5,-73.6')
    for (let field = 0; field < 8; field += 1) numbers.integer()
    expect([numbers.float(), numbers.float()]).toEqual([45.5, -73.6])
    expect(numbers.rest()).toEqual([])
  })
})

describe("one document's numbers among others in a column", () => {
  it('reads only the part it is given, as a field of its own', () => {
    const column = '1,2,3,4,0,0,0,5,45.5,-73.6;2,9,3,4,0,1,0,5,45.25,-73.5,20454,20485'
    const second = column.indexOf(';') + 1
    const first = new NumbersReader().of(column, 0, second - 1)
    for (let field = 0; field < 8; field += 1) first.integer()
    expect([first.float(), first.float()]).toEqual([45.5, -73.6])
    expect(first.rest()).toEqual([])
    const next = new NumbersReader().of(column, second)
    expect([next.integer(), next.integer()]).toEqual([2, 9])
    for (let field = 0; field < 6; field += 1) next.integer()
    expect([next.float(), next.float()]).toEqual([45.25, -73.5])
    expect(next.rest()).toEqual([20454, 20485])
  })
})
