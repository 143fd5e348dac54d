import { describe, expect, it } from 'vitest'
import { searchPagePathOf, tidyCriteria } from './saved-search-criteria.ts'

describe('a saved search’s criteria', () => {
  it('drop empty values, keep the rest', () => {
    expect(
      tidyCriteria({ location: '', city: 'Plateau-Mont-Royal', type: [], amenities: ['Wi-Fi'], guests: 2 }),
    ).toEqual({ city: 'Plateau-Mont-Royal', amenities: ['Wi-Fi'], guests: 2 })
  })

  it('open the search page with the search bar’s names, a place with spaces and accents intact', () => {
    const path = searchPagePathOf({
      city: 'Côte-des-Neiges',
      location: 'ignored when a city is chosen',
      type: ['apartment', 'studio'],
      min_price: 800,
      max_price: 1500,
      move_in: '2027-09-01',
      amenities: ['Wi-Fi', 'Heating'],
      guests: 1,
    })
    // Read back as a browser reads a query (the package has no URL types of its own).
    const pairs = path
      .slice(2)
      .split('&')
      .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string])
    const params = {
      get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null,
      getAll: (name: string) => pairs.filter(([key]) => key === name).map(([, value]) => value),
      has: (name: string) => pairs.some(([key]) => key === name),
    }
    expect(params.get('city')).toBe('Côte-des-Neiges')
    expect(params.has('location')).toBe(false)
    expect(params.getAll('type')).toEqual(['apartment', 'studio'])
    expect([params.get('minPrice'), params.get('maxPrice'), params.get('checkIn')]).toEqual([
      '800',
      '1500',
      '2027-09-01',
    ])
    expect(params.getAll('amenities')).toEqual(['Wi-Fi', 'Heating'])
    // One guest is the search bar's default: not written.
    expect(params.has('guests')).toBe(false)
    expect(searchPagePathOf({ location: 'rue St-Denis & co' })).toBe('/?location=rue%20St-Denis%20%26%20co')
    expect(searchPagePathOf({})).toBe('/')
  })
})
