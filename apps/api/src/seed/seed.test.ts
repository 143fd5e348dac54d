import { createHash } from 'node:crypto'
import { distanceKm, LISTING_TYPES, type TListingCard, todayInMontreal } from '@demeure/shared'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingDocuments, bookings } from '../modules/bookings/tables.ts'
import { properties } from '../modules/listings/tables.ts'
import { rentInstalments } from '../modules/rent/tables.ts'
import { reviews } from '../modules/reviews/tables.ts'
import { searchDocuments } from '../modules/search/tables.ts'
import { users } from '../modules/users/tables.ts'
import { createLocalStorage } from '../plugins/storage/local-storage.ts'
import { createTestApp, type TTestApp } from '../test/test-app.ts'
import { generateRoomsOfKind, layoutsOf, ROOM_KINDS } from './demo-photos.ts'
import { MONTREAL_AREAS, NEARBY_AREAS } from './demo-places.ts'
import { DEMO_TYPES } from './demo-titles.ts'
import { DEMO_PASSWORD, seedDemo } from './index.ts'
import { createRandom } from './random.ts'

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

  it('says only what each listing has: Wi-Fi in the text means Wi-Fi in the amenities, every home fully furnished', async () => {
    const rows = await t.database.db.select().from(properties)
    for (const row of rows) {
      const amenities = row.amenities as string[]
      const descriptionFr = row.descriptionFr ?? ''
      if (/wi-fi/i.test(row.description) || /wi-fi/i.test(descriptionFr))
        expect(amenities, row.description).toContain('Wi-Fi')
      expect(amenities).toContain('Fully Furnished')
      expect(amenities).not.toContain('Semi Furnished')
      expect(row.description.length).toBeLessThanOrEqual(500)
      expect(descriptionFr.length).toBeGreaterThan(40)
      expect(descriptionFr.length).toBeLessThanOrEqual(500)
      // French typography: a no-break space, never a plain one, before : ; ? !
      expect(descriptionFr).not.toMatch(/ [:;?!]/)
    }
  })

  it('has plausible rooms: a studio has no bedroom and one bathroom, guests fit the bedrooms, civic numbers fit the street', async () => {
    const rows = await t.database.db.select().from(properties)
    const areas = [...MONTREAL_AREAS, ...NEARBY_AREAS]
    for (const row of rows) {
      const baths = Number(row.numPrivateBathrooms) + Number(row.numSharedBathrooms)
      const label = `${row.title}: ${row.numBedrooms} bedrooms, ${baths} baths, ${row.maxGuests} guests`
      if (row.propertyType === 'studio') {
        expect(row.numBedrooms, label).toBe(0)
        expect(baths, label).toBe(1)
      }
      expect(baths, label).toBeGreaterThanOrEqual(1)
      expect(baths, label).toBeLessThanOrEqual(row.numBedrooms + 1)
      expect(row.maxGuests, label).toBeGreaterThanOrEqual(Math.max(1, row.numBedrooms))
      expect(row.maxGuests, label).toBeLessThanOrEqual(2 * Math.max(1, row.numBedrooms) + 1)
      expect(row.maxGuests).toBe(row.freeCapacity + row.additionalCapacity)
      const size = /(\d)½/.exec(row.title)?.[1]
      if (size) expect(Number(size), label).toBe(row.numBedrooms + 2)
      const [, civic, street] = /^(\d+) (.+)$/.exec(row.addressStreet) ?? []
      const ranges = areas
        .filter((area) => area.city === row.addressCity)
        .flatMap((area) => area.streets.filter((s) => s.name === street))
      expect(
        ranges.some((range) => Number(civic) >= range.from && Number(civic) <= range.to),
        row.addressStreet,
      ).toBe(true)
    }
  })

  it('gives every listing its own title and descriptions that seldom share a sentence', async () => {
    const rows = await t.database.db.select().from(properties)
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length)
    expect(new Set(rows.map((row) => row.titleFr)).size).toBe(rows.length)
    for (const language of ['description', 'descriptionFr'] as const) {
      const body = new Map<string, number>()
      const closing = new Map<string, number>()
      for (const row of rows) {
        const sentences = (row[language] ?? '').split(/(?<=[.!?])\s+/)
        for (const sentence of new Set(sentences.slice(0, -1)))
          body.set(sentence, (body.get(sentence) ?? 0) + 1)
        const last = sentences.at(-1) as string
        closing.set(last, (closing.get(last) ?? 0) + 1)
      }
      // No sentence but the closing line in more than 4% of descriptions; a closing line in at most 20%.
      const [sentence, most] = [...body.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
      expect(most / rows.length, sentence).toBeLessThanOrEqual(0.04)
      expect(Math.max(...closing.values()) / rows.length).toBeLessThanOrEqual(0.2)
    }
  })

  it('draws photos that differ in composition, not only in colour', async () => {
    // A difference hash of the greyscale picture (where it gets lighter or darker from left to
    // right) ignores a change of palette: recoloured copies of one room hash alike.
    const hashOf = async (image: Buffer) => {
      const pixels = await sharp(image).greyscale().resize(17, 16, { fit: 'fill' }).raw().toBuffer()
      const bits: boolean[] = []
      for (let y = 0; y < 16; y += 1)
        for (let x = 0; x < 16; x += 1)
          bits.push((pixels[y * 17 + x] as number) < (pixels[y * 17 + x + 1] as number))
      return bits
    }
    for (const kind of ROOM_KINDS) {
      expect(layoutsOf(kind).length, kind).toBeGreaterThanOrEqual(2)
      const photos = await generateRoomsOfKind(createRandom(5), kind, 20)
      expect(new Set(photos.map((photo) => photo.layout))).toEqual(new Set(layoutsOf(kind)))
      const hashes = await Promise.all(photos.map((photo) => hashOf(photo.image)))
      for (let i = 0; i < hashes.length; i += 1)
        for (let j = i + 1; j < hashes.length; j += 1) {
          const distance = (hashes[i] as boolean[]).filter((bit, k) => bit !== hashes[j]?.[k]).length
          expect(distance, `${kind} ${i} and ${j}`).toBeGreaterThanOrEqual(45)
        }
    }
  })

  it('opens the cards on different rooms: living rooms, bedrooms and kitchens', async () => {
    const kinds = new Set(
      (await allCards()).map(
        (card) => /\/(living|bedroom|kitchen|bathroom)-[^/]+$/.exec(card.main_photo ?? '')?.[1],
      ),
    )
    expect(kinds).toEqual(new Set(['living', 'bedroom', 'kitchen']))
  })

  it('keeps demo stays within the rules: a waiting request was sent recently and has its documents', async () => {
    const rows = await t.database.db.select().from(bookings)
    const documents = await t.database.db.select().from(bookingDocuments)
    for (const booking of rows) {
      expect(booking.requestedAt.getTime()).toBeLessThan(NOW.getTime())
      expect(booking.months).toBeGreaterThanOrEqual(1)
      expect(booking.months).toBeLessThanOrEqual(11)
      const kinds = new Set(documents.filter((d) => d.bookingId === booking.id).map((d) => d.kind))
      expect(kinds).toEqual(new Set(['rental_id_cards', 'rental_income_proof', 'rental_rental_history']))
      if (booking.status === 'requested') {
        const expires = booking.requestedAt.getTime() + 72 * 3_600_000
        expect(expires).toBeGreaterThan(NOW.getTime())
      }
    }
    expect(rows.some((booking) => booking.status === 'requested')).toBe(true)
  })

  it('gives the demo renter a stay to review, a paid stay ahead and a conversation', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'guest@demo.demeure.ca', password: DEMO_PASSWORD },
    })
    const headers = { authorization: `Bearer ${login.json().access}` }
    const stays = (await t.inject({ method: 'GET', url: '/api/bookings/?role=guest', headers })).json()
      .results as { status: string; has_review: boolean; check_in: string }[]
    const today = NOW.toISOString().slice(0, 10)
    expect(stays.some((stay) => stay.status === 'completed' && !stay.has_review)).toBe(true)
    expect(stays.some((stay) => stay.status === 'confirmed' && stay.check_in > today)).toBe(true)
    const conversations = (await t.inject({ method: 'GET', url: '/api/conversations/', headers })).json()
    expect(conversations.count).toBeGreaterThan(0)
    // Host answers vary: none is given twice on one listing.
    const answered = await t.database.db.select().from(reviews)
    const seen = new Set<string>()
    for (const review of answered.filter((r) => r.reply)) {
      const key = `${review.propertyId}|${review.reply}`
      expect(seen.has(key), key).toBe(false)
      seen.add(key)
    }
    expect(new Set(answered.map((r) => r.reply).filter(Boolean)).size).toBeGreaterThan(10)
  })

  it('gives every paid stay its rent schedule: months due by now paid, later ones waiting, none for a request', async () => {
    const stays = await t.database.db.select().from(bookings)
    const months = await t.database.db.select().from(rentInstalments)
    const today = todayInMontreal(NOW)
    for (const stay of stays) {
      const own = months.filter((month) => month.bookingId === stay.id)
      if (stay.status === 'requested') {
        expect(own).toHaveLength(0)
        continue
      }
      expect(own).toHaveLength(stay.schedule.length)
      for (const month of own) {
        const isDue = month.seq === 1 || month.dueDate <= today
        expect(month.status).toBe(isDue ? 'paid' : 'scheduled')
      }
      // The later months are charged to the sandbox's working test card.
      expect(stay.paymentMethodRef).toBe('sbx_pm_4242')
    }
    expect(months.some((month) => month.status === 'scheduled')).toBe(true)
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
