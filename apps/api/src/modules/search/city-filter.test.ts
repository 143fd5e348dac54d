import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishListings } from '../../test/catalogue.ts'
import { signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
  const host = await signUpHost(t)
  await publishListings(t, host.user.id, [
    { title: 'Loft near McGill', addressStreet: '1200 Rue Sherbrooke Ouest', addressCity: 'Montréal' },
    {
      title: 'House by the lake',
      addressStreet: '50 Rue King Ouest',
      addressCity: 'Sherbrooke',
      latitude: '45.404200',
      longitude: '-71.892900',
    },
    { title: 'Sherbrooke-style studio', addressStreet: '9 Boulevard Le Carrefour', addressCity: 'Laval' },
  ])
})
afterAll(() => t.close())

async function search(query: string) {
  const response = await t.inject({ method: 'GET', url: `/api/properties/?${query}` })
  expect(response.statusCode).toBe(200)
  const body = response.json() as { count: number; results: { title: string; address_city: string }[] }
  return { count: body.count, titles: body.results.map((card) => card.title).sort() }
}

describe('a city chosen from the list versus typed text', () => {
  it('`city` keeps only homes in that city, not those on a street or with a title of that name', async () => {
    expect(await search('city=Sherbrooke')).toEqual({ count: 1, titles: ['House by the lake'] })
    expect(await search('city=sherbrooke')).toEqual({ count: 1, titles: ['House by the lake'] })
  })

  it('`location` still matches streets and titles as typed', async () => {
    expect(await search('location=sherbrooke')).toEqual({
      count: 3,
      titles: ['House by the lake', 'Loft near McGill', 'Sherbrooke-style studio'],
    })
  })

  it('a city is matched without accents and through its aliases', async () => {
    expect((await search('city=montreal')).titles).toEqual(['Loft near McGill'])
    expect((await search('city=MTL')).titles).toEqual(['Loft near McGill'])
    expect(await search('city=Paris')).toEqual({ count: 0, titles: [] })
  })

  it('the map of a chosen city counts what the list counts', async () => {
    const list = await search('city=Sherbrooke')
    const map = await search('city=Sherbrooke&bbox=-72.0,45.3,-71.8,45.5')
    expect(map.count).toBe(list.count)
  })
})
