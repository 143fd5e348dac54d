import { NEIGHBOURHOODS, neighbourhoodIndexAt, type TPlaceCount } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishListings } from '../../test/catalogue.ts'
import { signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

/** Centre of a neighbourhood of the gazetteer, as a listing's stored coordinates. */
function at(name: string) {
  const place = NEIGHBOURHOODS.find((item) => item.name === name)
  if (!place) throw new Error(`no neighbourhood ${name}`)
  return { latitude: place.lat.toFixed(6), longitude: place.lon.toFixed(6) }
}

let t: TTestApp
let hostId: string
beforeAll(async () => {
  t = await createTestApp()
  hostId = (await signUpHost(t)).user.id
  await publishListings(t, hostId, [
    // Homes of Montréal on streets named after other cities: they are Montréal's, in Westmount.
    { title: 'On Sherbrooke', addressStreet: '4000 Rue Sherbrooke Ouest', ...at('Westmount') },
    { title: 'On Victoria', addressStreet: '300 Avenue Victoria', ...at('Westmount') },
    { title: 'Mile End flat', ...at('Mile End') },
    { title: 'Mile End room', ...at('Mile End') },
    { title: 'Laval house', addressCity: 'Laval', latitude: '45.569500', longitude: '-73.692000' },
    { title: 'Brossard condo', addressCity: 'Brossard', latitude: '45.458000', longitude: '-73.466000' },
  ])
})
afterAll(() => t.close())

async function places() {
  const response = await t.inject({ method: 'GET', url: '/api/properties/places/' })
  expect(response.statusCode).toBe(200)
  return response.json() as TPlaceCount[]
}

async function searchCount(city: string) {
  const response = await t.inject({ method: 'GET', url: `/api/properties/?city=${encodeURIComponent(city)}` })
  expect(response.statusCode).toBe(200)
  const body = response.json() as { count: number; results: { title: string }[] }
  return { count: body.count, titles: body.results.map((card) => card.title).sort() }
}

describe('GET /api/properties/places/', () => {
  it('counts homes by their city and by neighbourhood of Montréal, not by street names', async () => {
    const byName = new Map((await places()).map((place) => [place.name, place]))
    expect(byName.get('Montréal')).toMatchObject({ kind: 'city', count: 4 })
    expect(byName.get('Westmount')).toMatchObject({ kind: 'neighbourhood', count: 2 })
    expect(byName.get('Mile End')).toMatchObject({ kind: 'neighbourhood', count: 2 })
    expect(byName.get('Laval')).toMatchObject({ kind: 'city', count: 1, latitude: '45.569500' })
    expect(byName.get('Brossard')).toMatchObject({ kind: 'city', count: 1 })
    // No home is in the cities of Sherbrooke or Victoria, nor in Ville-Marie: they are not offered.
    for (const name of ['Sherbrooke', 'Victoria', 'Ville-Marie', 'Toronto'])
      expect(byName.has(name)).toBe(false)
  })

  it('gives for each place the count the search gives for it, and the search lists those homes', async () => {
    const all = await places()
    expect(all.length).toBeGreaterThan(4)
    for (const place of all) expect((await searchCount(place.name)).count).toBe(place.count)
    expect((await searchCount('Westmount')).titles).toEqual(['On Sherbrooke', 'On Victoria'])
    expect(await searchCount('Sherbrooke')).toEqual({ count: 0, titles: [] })
  })

  it('centres each place on its homes, not on a gazetteer point', async () => {
    const westmount = (await places()).find((place) => place.name === 'Westmount')
    expect(neighbourhoodIndexAt(Number(westmount?.latitude), Number(westmount?.longitude))).toBe(
      NEIGHBOURHOODS.findIndex((place) => place.name === 'Westmount'),
    )
  })

  it('stays exact as listings change', async () => {
    await publishListings(t, hostId, [{ title: 'Second Laval house', addressCity: 'Laval' }])
    const laval = (await places()).find((place) => place.name === 'Laval')
    expect(laval?.count).toBe(2)
    expect((await searchCount('Laval')).count).toBe(2)
  })
})
