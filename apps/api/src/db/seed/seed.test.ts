import { SEARCH_PROPERTY_TYPES } from '@demeure/shared'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from '../../plugins/storage/local-storage.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { properties, searchDocuments, users } from '../schema/index.ts'
import { DEMO_PASSWORD, seedDemo } from './index.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.database, createLocalStorage(t.config.storage.uploadsDir), {
    listings: 24,
    now: new Date('2026-08-15T12:00:00Z'),
  })
})
afterAll(() => t.close())

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

  it('publishes a searchable catalogue covering every property type, with photos that load', async () => {
    const search = await t.inject({ method: 'GET', url: '/api/properties/?page_size=100' })
    const cards = search.json().results
    expect(search.json().count).toBe(24)
    expect(new Set(cards.map((c: { property_type: string }) => c.property_type))).toEqual(
      new Set(SEARCH_PROPERTY_TYPES),
    )
    const photo = await t.inject({ method: 'GET', url: cards[0].main_photo })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/webp')
    for (const card of cards) {
      expect(Number(card.price_per_month)).toBeGreaterThanOrEqual(600)
      expect(Number(card.price_per_month)).toBeLessThanOrEqual(3500)
    }
    const montreal = await t.inject({ method: 'GET', url: '/api/properties/?location=montreal' })
    expect(montreal.json().count).toBeGreaterThan(0)
  })

  it('adds nothing when run again', async () => {
    const before = {
      users: (await t.database.db.select({ n: count() }).from(users))[0]?.n,
      listings: (await t.database.db.select({ n: count() }).from(properties))[0]?.n,
      documents: (await t.database.db.select({ n: count() }).from(searchDocuments))[0]?.n,
    }
    await seedDemo(t.database, createLocalStorage(t.config.storage.uploadsDir), { listings: 24 })
    expect((await t.database.db.select({ n: count() }).from(users))[0]?.n).toBe(before.users)
    expect((await t.database.db.select({ n: count() }).from(properties))[0]?.n).toBe(before.listings)
    expect((await t.database.db.select({ n: count() }).from(searchDocuments))[0]?.n).toBe(before.documents)
  })
})
