import { describe, expect, it } from 'vitest'
import {
  chooseLocation,
  countActiveFilters,
  EMPTY_FILTERS,
  filtersToParams,
  parseFilters,
  toggleValue,
  toSearchQuery,
} from './search-filters.ts'

const parse = (query: string) => parseFilters(new URLSearchParams(query))

describe('URL ⇄ filters', () => {
  it('reads an empty query as the default filters', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS)
  })

  it('round-trips every filter', () => {
    const filters = {
      location: 'Montreal',
      isCity: false,
      types: ['apartment', 'studio'],
      minPrice: 800,
      maxPrice: 2000,
      checkIn: '2027-01-15',
      amenities: ['Wi-Fi', 'Desk & chair'],
      guests: 2,
      sort: 'price' as const,
    }
    const query = filtersToParams(filters).toString()
    expect(query).toBe(
      'location=Montreal&type=apartment&type=studio&minPrice=800&maxPrice=2000&checkIn=2027-01-15' +
        '&amenities=Wi-Fi&amenities=Desk+%26+chair&guests=2&sort=price',
    )
    expect(parse(query)).toEqual(filters)
  })

  it('keeps only the filter values of the one list of home types (an old link may hold retired ones)', () => {
    expect(parse('type=Office&type=studio&type=camper_and_rvs&type=private_room').types).toEqual([
      'studio',
      'private_room',
    ])
  })

  it('keeps a city chosen from the list apart from typed text', () => {
    const city = { ...EMPTY_FILTERS, location: 'Sherbrooke', isCity: true }
    expect(filtersToParams(city).toString()).toBe('city=Sherbrooke')
    expect(parse('city=Sherbrooke')).toEqual(city)
    expect(parse('location=sherbrooke')).toEqual({ ...EMPTY_FILTERS, location: 'sherbrooke' })
  })

  it('writes nothing for the defaults, so the home URL stays clean', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('')
  })

  it('drops unknown types, amenities and sorts, and repeated values', () => {
    expect(parse('type=castle&type=suite&type=suite&amenities=Pool&amenities=Wi-Fi&sort=random')).toEqual({
      ...EMPTY_FILTERS,
      types: ['suite'],
      amenities: ['Wi-Fi'],
    })
  })

  it('drops malformed prices, dates and guest counts', () => {
    expect(parse('minPrice=abc&maxPrice=99999&checkIn=2027-13-45&guests=0')).toEqual(EMPTY_FILTERS)
    expect(parse('checkIn=tomorrow&guests=2.5')).toEqual(EMPTY_FILTERS)
  })

  it('drops a price range whose ends are swapped', () => {
    expect(parse('minPrice=3000&maxPrice=1000')).toEqual(EMPTY_FILTERS)
  })
})

describe('toSearchQuery', () => {
  it('uses the API names and leaves the defaults out', () => {
    expect(toSearchQuery(EMPTY_FILTERS)).toEqual({
      location: undefined,
      city: undefined,
      type: [],
      min_price: undefined,
      max_price: undefined,
      move_in: undefined,
      amenities: [],
      guests: undefined,
      sort: 'newest',
    })
    expect(
      toSearchQuery({
        ...EMPTY_FILTERS,
        location: 'Toronto',
        checkIn: '2027-02-01',
        guests: 3,
        minPrice: 900,
      }),
    ).toMatchObject({ location: 'Toronto', move_in: '2027-02-01', guests: 3, min_price: 900 })
  })
})

describe('chooseLocation', () => {
  it('sends a chosen city as `city` and typed text as `location`', () => {
    const city = { ...EMPTY_FILTERS, ...chooseLocation(EMPTY_FILTERS, 'Sherbrooke', true) }
    expect(toSearchQuery(city)).toMatchObject({ city: 'Sherbrooke', location: undefined })
    const text = { ...EMPTY_FILTERS, ...chooseLocation(EMPTY_FILTERS, 'sherbrooke', false) }
    expect(toSearchQuery(text)).toMatchObject({ city: undefined, location: 'sherbrooke' })
  })

  it('clears the location when the same one is chosen again', () => {
    const chosen = { ...EMPTY_FILTERS, location: 'Toronto', isCity: true }
    expect(chooseLocation(chosen, 'toronto', true)).toEqual({ location: '', isCity: false })
    expect(chooseLocation(chosen, 'Toronto', false)).toEqual({ location: '', isCity: false })
    expect(chooseLocation(chosen, 'Ottawa', false)).toEqual({ location: 'Ottawa', isCity: false })
  })
})

describe('toggleValue', () => {
  it('adds a missing value and removes a present one', () => {
    expect(toggleValue(['suite'], 'house')).toEqual(['suite', 'house'])
    expect(toggleValue(['suite', 'house'], 'suite')).toEqual(['house'])
  })
})

describe('countActiveFilters', () => {
  it('counts each narrowing filter, the price range once, and not the sort', () => {
    expect(countActiveFilters({ ...EMPTY_FILTERS, sort: '-price' })).toBe(0)
    expect(
      countActiveFilters({
        ...EMPTY_FILTERS,
        location: 'Ottawa',
        types: ['suite', 'house'],
        minPrice: 500,
        maxPrice: 900,
        amenities: ['Wi-Fi'],
      }),
    ).toBe(5)
  })
})
