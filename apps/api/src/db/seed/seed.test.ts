import { createHash } from 'node:crypto'
import { distanceKm, LISTING_TYPES, type TListingCard } from '@demeure/shared'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from '../../plugins/storage/local-storage.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { properties, reviews, searchDocuments, users } from '../schema/index.ts'
import { MONTREAL_AREAS, NEARBY_AREAS } from './demo-places.ts'
import { DEMO_TYPES } from './demo-titles.ts'
import { DEMO_PASSWORD, seedDemo } from './index.ts'

/** Enough listings for the shares to mean something (the first 40 are always in Montreal). */
const LISTINGS = 120
let NOW: Date
let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
  NOW = t.clock.now()
  await seedDemo(t.database, createLocalStorage(t.config.storage.uploadsDir), {
    listings: LISTINGS,
    now: NOW,
  })
}, 120_000)
afterAll(() => t.close())

async function allCards(): Promise<TListingCard[]> {
  const cards: TListingCard[] = []
  for (let page = 1; cards.length < LISTINGS; page += 1) {
    const response = await t.inject({ method: 'GET', url: `/api/properties/?page_size=100&page=${page}` })
    if (response.statusCode !== 200) throw new Error(response.body)
    cards.push(...response.json().results)
    if (!response.json().next) break
  }
  return cards
}

describe('demo data', () => {
  it('lets the three demo accounts log in, the host as an approved co-host', async () => {
    for (const [email, type] of [
      ['guest@demo.demeure.ca', 'guest'],
      ['host@demo.demeure.ca', 'co-host'],
      ['admin@demo.demeure.ca', 'admin'],
    ]) {
      const login = await t.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email, password: DEMO_PASSWORD },
      })
      expect(login.statusCode).toBe(200)
      expect(login.json().user.user_type).toBe(type)
    }
  })

  it('publishes a searchable catalogue covering every kind of home, with photos that load', async () => {
    const cards = await allCards()
    expect(cards).toHaveLength(LISTINGS)
    expect(new Set(cards.map((card) => card.property_type))).toEqual(
      new Set(DEMO_TYPES.map((item) => item.type)),
    )
    // Only the catalogue's home types, every one of them, and rooms as a room category.
    expect(new Set(cards.map((card) => card.property_type))).toEqual(new Set(LISTING_TYPES))
    expect(cards.some((card) => card.room_category === 'private_room')).toBe(true)
    const photo = await t.inject({ method: 'GET', url: cards[0]?.main_photo as string })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/webp')
    for (const card of cards) {
      expect(Number(card.price_per_month)).toBeGreaterThanOrEqual(600)
      expect(Number(card.price_per_month)).toBeLessThanOrEqual(3500)
    }
  })

  it('is Montreal first: 85% or more in its neighbourhoods, the rest in nearby cities, Montreal opening the list', async () => {
    const cards = await allCards()
    const inMontreal = cards.filter((card) => card.address_city === 'Montréal')
    expect(inMontreal.length / cards.length).toBeGreaterThanOrEqual(0.85)
    const nearby = new Set(NEARBY_AREAS.map((area) => area.city))
    for (const card of cards)
      expect(card.address_city === 'Montréal' || nearby.has(card.address_city)).toBe(true)
    // /Explore counts each neighbourhood with a search of its name: none may come up empty.
    for (const area of MONTREAL_AREAS) {
      const found = await t.inject({
        method: 'GET',
        url: `/api/properties/?location=${encodeURIComponent(area.name)}&page_size=1`,
      })
      expect(found.json().count, area.name).toBeGreaterThan(0)
    }
    const first = (await t.inject({ method: 'GET', url: '/api/properties/?page_size=24' })).json()
    expect(first.results.every((card: TListingCard) => card.address_city === 'Montréal')).toBe(true)
  })

  it('gives every listing plausible English and French texts and a postcode of its area', async () => {
    const areas = [...MONTREAL_AREAS, ...NEARBY_AREAS]
    for (const card of await allCards()) {
      const detail = (await t.inject({ method: 'GET', url: `/api/properties/${card.property_id}/` })).json()
      for (const text of [detail.title, detail.title_fr]) {
        expect(text).not.toMatch(/camper|office|bureau privé|\b(\w+) \1\b/i)
        expect(text.length).toBeGreaterThan(10)
      }
      expect(detail.description_fr.length).toBeGreaterThan(40)
      expect(detail.description_fr).not.toBe(detail.description)
      const fsa = detail.address_postal_code.slice(0, 3)
      expect(detail.address_postal_code).toMatch(/^[HJ]\d[A-Z] \d[A-Z]\d$/)
      // The postcode's district serves the place the home stands in.
      const home = areas.filter(
        (area) =>
          area.fsas.includes(fsa) &&
          distanceKm(area.lat, area.lon, Number(detail.latitude), Number(detail.longitude)) < 4,
      )
      expect(
        home.length,
        `${detail.address_postal_code} at ${detail.latitude},${detail.longitude}`,
      ).toBeGreaterThan(0)
    }
  })

  it('gives no two listings the same photos', async () => {
    const sets = new Set<string>()
    const cards = await allCards()
    for (const card of cards) {
      const hashes = await Promise.all(
        card.photos.map(async (url) =>
          createHash('sha1')
            .update((await t.inject({ method: 'GET', url })).rawPayload)
            .digest('hex'),
        ),
      )
      expect(hashes).toHaveLength(4)
      sets.add(hashes.join())
    }
    expect(sets.size).toBe(cards.length)
  })

  it('has hosts who joined over the years, past stays with reviews and answers, and a busy demo host', async () => {
    const hosts = await t.database.db.select().from(users).where(eq(users.userType, 'co-host'))
    const joined = new Set(hosts.map((host) => host.createdAt.toISOString().slice(0, 7)))
    expect(joined.size).toBeGreaterThan(5)
    for (const host of hosts) expect(host.createdAt.getTime()).toBeLessThan(NOW.getTime() - 300 * 86_400_000)
    const written = await t.database.db.select().from(reviews)
    expect(written.length).toBeGreaterThan(LISTINGS / 4)
    expect(written.filter((review) => review.reply).length).toBeGreaterThan(5)
    expect((await allCards()).filter((card) => card.review_count > 0).length).toBeGreaterThan(LISTINGS / 4)

    const login = await t.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'host@demo.demeure.ca', password: DEMO_PASSWORD },
    })
    const access = login.json().access as string
    const dashboard = (
      await t.inject({
        method: 'GET',
        url: '/api/host/dashboard/',
        headers: { authorization: `Bearer ${access}` },
      })
    ).json()
    expect(dashboard.pending_requests).toBeGreaterThan(0)
    expect(dashboard.upcoming_check_ins.length).toBeGreaterThan(0)
    expect(Number(dashboard.earnings.paid)).toBeGreaterThan(0)
    expect(Number(dashboard.earnings.pending)).toBeGreaterThan(0)
    const mine = (
      await t.inject({
        method: 'GET',
        url: '/api/host-properties/',
        headers: { authorization: `Bearer ${access}` },
      })
    ).json()
    // A small property manager's homes, not a generated portfolio of dozens.
    expect(mine.count).toBeLessThanOrEqual(15)
  })

  it('adds nothing when run again', async () => {
    const before = {
      users: (await t.database.db.select({ n: count() }).from(users))[0]?.n,
      listings: (await t.database.db.select({ n: count() }).from(properties))[0]?.n,
      documents: (await t.database.db.select({ n: count() }).from(searchDocuments))[0]?.n,
    }
    await seedDemo(t.database, createLocalStorage(t.config.storage.uploadsDir), { listings: LISTINGS })
    expect((await t.database.db.select({ n: count() }).from(users))[0]?.n).toBe(before.users)
    expect((await t.database.db.select({ n: count() }).from(properties))[0]?.n).toBe(before.listings)
    expect((await t.database.db.select({ n: count() }).from(searchDocuments))[0]?.n).toBe(before.documents)
  })
})
