import { describe, expect, it } from 'vitest'
import { filterLocations, LOCATION_OPTIONS, whereOptions } from './location-options.ts'

const frenchLabels: Record<string, string> = { London: 'Londres', 'Quebec City': 'Ville de Québec' }
const label = (name: string) => frenchLabels[name] ?? name

describe('LOCATION_OPTIONS', () => {
  it('keeps the spec’s order and shows London once', () => {
    expect(LOCATION_OPTIONS.slice(0, 4)).toEqual(['new york', 'London', 'Montreal', 'Toronto'])
    expect(LOCATION_OPTIONS.filter((name) => name === 'London')).toHaveLength(1)
    expect(LOCATION_OPTIONS.at(-1)).toBe('Barrie')
  })
})

describe('filterLocations', () => {
  it('returns every option for an empty text', () => {
    expect(filterLocations(LOCATION_OPTIONS, '  ', label)).toEqual(LOCATION_OPTIONS)
  })

  it('matches a substring, ignoring case', () => {
    expect(filterLocations(LOCATION_OPTIONS, 'TOR', label)).toEqual(['Toronto', 'Victoria'])
    expect(filterLocations(LOCATION_OPTIONS, 'new Y', label)).toEqual(['new york'])
  })

  it('matches the shown label too, ignoring accents', () => {
    expect(filterLocations(LOCATION_OPTIONS, 'londres', label)).toEqual(['London'])
    expect(filterLocations(LOCATION_OPTIONS, 'ville de quebec', label)).toEqual(['Quebec City'])
  })

  it('returns nothing when no name matches', () => {
    expect(filterLocations(LOCATION_OPTIONS, 'zzz', label)).toEqual([])
  })
})

describe('whereOptions', () => {
  const place = (name: string, kind: 'city' | 'neighbourhood', count: number) => ({
    name,
    kind,
    count,
    latitude: '45.5',
    longitude: '-73.6',
  })

  it('keeps the defaults in order and adds the places with homes they lack, cities first', () => {
    const places = [
      place('Montréal', 'city', 270),
      place('Plateau-Mont-Royal', 'neighbourhood', 20),
      place('Laval', 'city', 12),
      place('Québec', 'city', 2),
      place('Brossard', 'city', 5),
    ]
    expect(whereOptions(places)).toEqual([...LOCATION_OPTIONS, 'Laval', 'Brossard', 'Plateau-Mont-Royal'])
    expect(whereOptions(undefined)).toEqual(LOCATION_OPTIONS)
  })
})
