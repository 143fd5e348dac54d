import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeNominatim } from '../../test/fake-nominatim.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let nominatim: Awaited<ReturnType<typeof startFakeNominatim>>
let t: TTestApp
beforeAll(async () => {
  nominatim = await startFakeNominatim()
  t = await createTestApp({ GEOCODER_URL: nominatim.url, GEOCODER_USER_AGENT: 'Demeure-test/1.0' })
})
afterAll(async () => {
  await t.close()
  await nominatim.close()
})

const search = (app: TTestApp, q: string) =>
  app.inject({
    method: 'GET',
    url: `/api/geocode/search/?q=${encodeURIComponent(q)}`,
    headers: { 'accept-language': 'fr' },
  })

describe('geocoding through a Nominatim-compatible server', () => {
  it('forwards the spec parameters with our User-Agent, caches answers and spaces requests by a second', async () => {
    const first = await search(t, '3450 University')
    expect(first.statusCode).toBe(200)
    expect(first.json()[0]).toMatchObject({ lat: '45.5048', lon: '-73.5772', address: { city: 'Montréal' } })
    const asked = nominatim.requests.at(-1)
    expect(asked?.path).toBe('/search')
    expect(Object.fromEntries(asked?.params ?? [])).toEqual({
      q: '3450 University',
      limit: '1',
      format: 'json',
      addressdetails: '1',
    })
    expect(asked?.userAgent).toBe('Demeure-test/1.0')

    const count = nominatim.requests.length
    expect((await search(t, '3450 university')).json()).toEqual(first.json())
    expect(nominatim.requests.length).toBe(count)

    const reverse = await t.inject({ method: 'GET', url: '/api/geocode/reverse/?lat=45.5048&lon=-73.5772' })
    expect(reverse.json().address).toMatchObject({ road: 'Rue University', postcode: 'H3A 2A7' })
    const [previous, last] = nominatim.requests.slice(-2)
    expect((last?.at ?? 0) - (previous?.at ?? 0)).toBeGreaterThanOrEqual(1000)
  })

  it('falls back to the built-in gazetteer when the server fails', async () => {
    nominatim.fail(true)
    try {
      const answer = await search(t, 'cote des neiges')
      expect(answer.statusCode).toBe(200)
      expect(answer.json()[0].display_name).toContain('Côte-des-Neiges')
    } finally {
      nominatim.fail(false)
    }
  })

  it('refuses an empty term or out-of-range coordinates with a localized 400', async () => {
    const empty = await search(t, ' ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().fields.q).toBe('Ce champ est obligatoire.')
    const far = await t.inject({ method: 'GET', url: '/api/geocode/reverse/?lat=91&lon=0' })
    expect(far.statusCode).toBe(400)
  })
})

describe('geocoding with no server configured', () => {
  it('answers from the gazetteer: accents and case ignored, far points find nothing', async () => {
    const offline = await createTestApp()
    try {
      const montreal = await search(offline, 'MONTREAL')
      expect(montreal.json()).toHaveLength(1)
      expect(montreal.json()[0]).toMatchObject({ address: { city: 'Montréal', country: 'Canada' } })
      expect((await search(offline, 'atlantis')).json()).toEqual([])
      const near = await offline.inject({ method: 'GET', url: '/api/geocode/reverse/?lat=45.52&lon=-73.58' })
      expect(near.json().address.city).toBe('Montréal')
      const ocean = await offline.inject({ method: 'GET', url: '/api/geocode/reverse/?lat=30&lon=-40' })
      expect(ocean.json()).toEqual({ error: 'Unable to geocode' })
    } finally {
      await offline.close()
    }
  })
})

describe('built-in places, as a host offline meets them', () => {
  let offline: TTestApp
  beforeAll(async () => {
    offline = await createTestApp()
  })
  afterAll(() => offline.close())

  it('finds the picker’s own example and a Montreal street address, street and number filled', async () => {
    const plateau = (await search(offline, 'Plateau-Mont-Royal, Montreal')).json()
    expect(plateau[0]).toMatchObject({ display_name: expect.stringContaining('Plateau-Mont-Royal') })
    expect(Number(plateau[0].lat)).toBeCloseTo(45.5236, 2)
    const street = (await search(offline, '4100 Rue Saint-Denis, Montréal, QC')).json()
    expect(street[0]).toMatchObject({
      display_name: expect.stringMatching(/^4100 Rue Saint-Denis, .*Montréal/),
      address: { road: 'Rue Saint-Denis', house_number: '4100', city: 'Montréal', country: 'Canada' },
    })
    // On the Plateau, between Sherbrooke and Mont-Royal.
    expect(Number(street[0].lat)).toBeGreaterThan(45.517)
    expect(Number(street[0].lat)).toBeLessThan(45.5245)
    const west = (await search(offline, '845 sherbrooke o')).json()
    expect(west[0].address.road).toBe('Rue Sherbrooke Ouest')
    expect(Number(west[0].lon)).toBeCloseTo(-73.577, 2)
  })

  it('answers the host’s own address, not a neighbour’s, and a postal code’s district', async () => {
    for (const [q, road, postcode] of [
      ['3450 rue University', '3450 Rue University', 'H3A'],
      ['5333 Avenue Casgrain', '5333 Avenue Casgrain', 'H2T'],
      ['Verdun', undefined, 'H4G'],
      ['H2T 1S1', undefined, 'H2T 1S1'],
    ]) {
      const [place] = (await search(offline, q as string)).json()
      expect(place?.address.postcode, q).toBe(postcode)
      const line = [place?.address.house_number, place?.address.road].filter(Boolean).join(' ')
      expect(line || undefined, q).toBe(road)
    }
  })

  it('fills a Montreal place, with its street when close to one, for a click on the map', async () => {
    const onStreet = (
      await offline.inject({ method: 'GET', url: '/api/geocode/reverse/?lat=45.5244&lon=-73.5821' })
    ).json()
    expect(onStreet.address).toMatchObject({ road: 'Rue Saint-Denis', city: 'Montréal' })
    expect(onStreet.display_name).toContain('Plateau-Mont-Royal')
    const park = (
      await offline.inject({ method: 'GET', url: '/api/geocode/reverse/?lat=45.5048&lon=-73.5874' })
    ).json()
    expect(park.address.city).toBe('Montréal')
    expect(park.display_name).not.toContain('London')
  })
})
