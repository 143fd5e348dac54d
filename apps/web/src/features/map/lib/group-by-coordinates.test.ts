import { describe, expect, it } from 'vitest'
import { groupByCoordinates, type TMapListing } from './group-by-coordinates.ts'

function listing(id: number, latitude: string, longitude: string, price = '1000.00'): TMapListing {
  return {
    property_id: id,
    latitude,
    longitude,
    title: `Home ${id}`,
    main_photo: null,
    address_city: 'Montréal',
    address_street: `${id} Rue Saint-Denis`,
    price_per_month: price,
    property_type: 'apartment',
  }
}

describe('groupByCoordinates', () => {
  it('puts listings at identical coordinates under one marker, cheapest first', () => {
    const groups = groupByCoordinates([
      listing(1, '45.523600', '-73.581500', '1800.00'),
      listing(2, '45.5236', '-73.5815', '950.00'),
      listing(3, '45.501900', '-73.567400'),
    ])
    expect(groups).toHaveLength(2)
    expect(groups[0]).toMatchObject({ key: '45.523600,-73.581500', lat: 45.5236, lng: -73.5815 })
    expect(groups[0]?.listings.map((item) => item.property_id)).toEqual([2, 1])
    expect(groups[1]?.listings.map((item) => item.property_id)).toEqual([3])
  })

  it('keeps points that differ in the sixth decimal apart', () => {
    expect(
      groupByCoordinates([listing(1, '45.523600', '-73.5815'), listing(2, '45.523601', '-73.5815')]),
    ).toHaveLength(2)
  })

  it('skips listings without usable coordinates and repeated listings', () => {
    const groups = groupByCoordinates([
      listing(1, 'abc', '-73.5'),
      listing(2, '95', '-73.5'),
      listing(3, '45.5', '-73.5'),
      listing(3, '45.5', '-73.5'),
    ])
    expect(groups.map((group) => group.listings.length)).toEqual([1])
  })
})
