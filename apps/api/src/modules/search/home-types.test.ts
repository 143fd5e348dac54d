import { LISTING_TYPES, ROOM_CATEGORIES, TYPE_FILTERS } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpAdmin } from '../../test/accounts.ts'
import { approveListing, createListing, signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

/**
 * One taxonomy of home types (docs/product-rules.md, "Home types"): whatever a host may create,
 * the search filter finds, and whatever the filter offers, a host may create.
 */
let t: TTestApp
/** The listings made below, by the type and room category each was created with. */
const made: { id: number; type: string; category: string }[] = []
// A word of the titles only this file uses, so the catalogue of other tests never mixes in.
const MARK = 'Taxowalk'

async function found(query: string) {
  const response = await t.inject({ method: 'GET', url: `/api/properties/?location=${MARK}&${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json().results as { property_id: number }[]).map((card) => card.property_id).sort()
}

beforeAll(async () => {
  t = await createTestApp()
  const host = await signUpHost(t)
  const staff = await signUpAdmin(t)
  // Every type the host form offers, as a whole home; then a private room, in a studio.
  const kinds = [
    ...LISTING_TYPES.map((type) => ({ type, category: 'entire_home' })),
    { type: 'studio', category: 'private_room' },
  ]
  for (const { type, category } of kinds) {
    const id = await createListing(t, host.access, {
      title: `${MARK} ${type} ${category}`,
      property_type: type,
      room_category: category,
    })
    await approveListing(t, staff.access, id)
    made.push({ id, type, category })
  }
})
afterAll(() => t.close())

describe('home types', () => {
  it('finds every listing a host creates by the filter value of its own type, and no other type', async () => {
    for (const type of LISTING_TYPES) {
      const expected = made
        .filter((listing) => listing.type === type)
        .map((listing) => listing.id)
        .sort()
      expect(expected.length, type).toBeGreaterThan(0)
      expect(await found(`type=${type}`), type).toEqual(expected)
    }
  })

  it('finds the private rooms, whatever their home type, with "Private room"', async () => {
    const rooms = made.filter((listing) => listing.category === 'private_room').map((listing) => listing.id)
    expect(await found('type=private_room')).toEqual(rooms)
    // Toggled with a home type, either one will do.
    const houses = made.filter((listing) => listing.type === 'house').map((listing) => listing.id)
    expect(await found('type=private_room&type=house')).toEqual([...rooms, ...houses].sort())
  })

  it('offers no filter that hosts cannot fill: each value is a creatable type or room category', async () => {
    const creatable = new Set<string>([...LISTING_TYPES, ...ROOM_CATEGORIES])
    for (const value of TYPE_FILTERS) {
      expect(creatable.has(value), value).toBe(true)
      expect((await found(`type=${value}`)).length, value).toBeGreaterThan(0)
    }
  })

  it('refuses the retired values on the wire, in the reader’s language', async () => {
    for (const type of ['Office', 'camper_and_rvs', 'single_room']) {
      const search = await t.inject({
        method: 'GET',
        url: `/api/properties/?type=${type}`,
        headers: { 'accept-language': 'fr' },
      })
      expect(search.statusCode, type).toBe(400)
      expect(search.json().fields['type.0'], type).toBe('Choisissez les types de logement dans la liste.')
    }
    const host = await signUpHost(t)
    await expect(createListing(t, host.access, { property_type: 'Office' })).rejects.toThrow(/property_type/)
  })
})
