import { distanceKm } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { MONTREAL_AREAS, NEARBY_AREAS } from '../../seed/demo-places.ts'
import { gazetteer } from './gazetteer.ts'
import { findPostalCode, POSTAL_DISTRICTS } from './postal-districts.ts'

const first = (q: string) => {
  const [place] = gazetteer.search(q, 1)
  if (!place) throw new Error(`nothing found for ${q}`)
  return place
}
const kmFrom = (place: { lat: string; lon: string }, lat: number, lon: number) =>
  distanceKm(Number(place.lat), Number(place.lon), lat, lon)

describe('the offline gazetteer keeps the address the host typed', () => {
  it('puts the pin along a known street and keeps its street and number', () => {
    const university = first('3450 rue University')
    expect(university.address).toMatchObject({
      road: 'Rue University',
      house_number: '3450',
      postcode: 'H3A',
    })
    // McGill's Roddick Gates.
    expect(kmFrom(university, 45.5048, -73.5772)).toBeLessThan(0.4)

    const casgrain = first('5333 Avenue Casgrain')
    expect(casgrain.address).toMatchObject({ road: 'Avenue Casgrain', house_number: '5333', postcode: 'H2T' })
    expect(casgrain.display_name).toMatch(/^5333 Avenue Casgrain, (Mile End|Little Italy), Montréal/)

    const wellington = first('4500 rue Wellington, Verdun')
    expect(wellington.address).toMatchObject({ road: 'Rue Wellington', house_number: '4500' })
    expect(wellington.display_name).toContain('Verdun')
  })

  it('finds an area without inventing a street in it', () => {
    const verdun = first('Verdun')
    expect(verdun.address.road).toBeUndefined()
    expect(verdun.address).toMatchObject({ city: 'Montréal', postcode: 'H4G' })
    expect(verdun.display_name).toBe('Verdun, Montréal, Québec, Canada')
    // A whole city says nothing of its postal codes.
    expect(first('Montreal').address.postcode).toBeUndefined()
  })

  it('keeps the host’s words for a street it does not know, and places it at the area named', () => {
    const unknown = first('1234 Rue des Érables, Verdun')
    expect(unknown.address).toMatchObject({ road: 'Rue des Érables', house_number: '1234', postcode: 'H4G' })
    expect(kmFrom(unknown, 45.4584, -73.5685)).toBeLessThan(0.1)
    // No area named: Montreal's centre, still with the typed street.
    expect(first('88 rue Inconnue').address).toMatchObject({ road: 'rue Inconnue', city: 'Montréal' })
    // A two-sided street without its side keeps the host's words (4000 exists on both sides).
    expect(first('4000 rue Sherbrooke').address.road).toBe('rue Sherbrooke')
    expect(first('4100-B rue Saint-Denis').address).toMatchObject({
      road: 'Rue Saint-Denis',
      house_number: '4100-B',
    })
    expect(gazetteer.search('Zzyzx nowhere', 5)).toEqual([])
  })

  it('finds a postal code’s district, written any way, and keeps the code typed', () => {
    for (const [q, postcode] of [
      ['H2T 1S1', 'H2T 1S1'],
      ['h2t1s1', 'H2T 1S1'],
      ['H2T', 'H2T'],
    ]) {
      const place = first(q as string)
      expect(place.display_name, q).toMatch(/Mile End|Plateau-Mont-Royal/)
      expect(place.address, q).toMatchObject({ city: 'Montréal', postcode })
    }
    const full = first('5333 Avenue Casgrain, Montréal, QC H2T 1S1')
    expect(full.address).toMatchObject({ road: 'Avenue Casgrain', house_number: '5333', postcode: 'H2T 1S1' })
    expect(first('H7T 2K8').address).toMatchObject({ city: 'Laval', postcode: 'H7T 2K8' })
    expect(first('J4W').address.city).toBe('Brossard')
    // Three letters and digits that name no district are not a postal code.
    expect(findPostalCode('Q1Q')).toBeUndefined()
    expect(findPostalCode('A1B')).toBeUndefined()
  })

  it('gives a click on the map its district', () => {
    const mcgill = gazetteer.reverse(45.5048, -73.5772)
    expect(mcgill).toMatchObject({ address: { postcode: 'H3A' } })
  })
})

describe('the postal district table', () => {
  it('lists each district once, on the island, in Laval or on the South Shore', () => {
    const fsas = POSTAL_DISTRICTS.map((district) => district.fsa)
    expect(new Set(fsas).size).toBe(fsas.length)
    for (const district of POSTAL_DISTRICTS) {
      expect(district.fsa).toMatch(/^(H[1-9]|J4)[A-Z]$/)
      expect(distanceKm(district.lat, district.lon, 45.5019, -73.5674), district.fsa).toBeLessThan(40)
    }
  })

  it('covers every district of the demo homes, each near its area', () => {
    for (const area of [...MONTREAL_AREAS, ...NEARBY_AREAS]) {
      for (const fsa of area.fsas) {
        const district = POSTAL_DISTRICTS.find((candidate) => candidate.fsa === fsa)
        expect(district, `${area.name} ${fsa}`).toBeDefined()
        const km = distanceKm(district?.lat ?? 0, district?.lon ?? 0, area.lat, area.lon)
        // Homes scatter `spread` degrees of latitude around the area's centre.
        expect(km, `${area.name} ${fsa}`).toBeLessThan(3 + area.spread * 111)
        // Across the bridges the district's city is the area's (Westmount is a city of its own).
        if (area.city !== 'Montréal') expect(district?.city, `${area.name} ${fsa}`).toBe(area.city)
      }
    }
  })
})
