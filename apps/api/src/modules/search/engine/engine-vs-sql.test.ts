import {
  AMENITIES,
  LISTING_TYPES,
  ROOM_CATEGORIES,
  type TBbox,
  type TSearchQuery,
  TYPE_FILTERS,
  ZSearchQuery,
} from '@demeure/shared'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentSources } from '../../../document-sources.ts'
import { createRandom, type TRandom } from '../../../seed/random.ts'
import { publishListings, type TFixtureListing } from '../../../test/catalogue.ts'
import { signUpHost } from '../../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../../test/test-app.ts'
import { properties } from '../../listings/tables.ts'
import { comparableHomeOf } from '../comparable-homes.ts'
import { createDocumentRepository } from '../document-repository.ts'
import { createSearchRepository } from '../repository.ts'
import { searchDocuments } from '../tables.ts'
import { copiesOf, TEXT_SEPARATOR } from './document-columns.ts'
import { createReadModel, type TEngineDocument } from './read-model.ts'
import { createReadModelRepository } from './read-model-repository.ts'
import { filterOf } from './search-engine.ts'

/**
 * The in-memory engine must answer exactly as the plain SQL of repository.ts (the reference):
 * same ids, same order, same count, for thousands of random filter mixes over a catalogue made to
 * hit the edges — accents and ligatures, place aliases, equal prices and publication times (ties),
 * free dates that start or end on the searched day, coordinates on the viewport's border.
 */
const CITIES = ['Montréal', 'Laval', 'Sherbrooke', 'Québec', 'Toronto', 'Longueuil']
/** Places a list offers besides the cities: aliases, a city with no homes, neighbourhoods of Montréal. */
const PLACE_NAMES = [
  'montreal',
  'MTL',
  'quebec city',
  'Paris',
  'Mile End',
  'plateau',
  'Verdun',
  'Ville-Marie',
]
const STREETS = ['Rue Sherbrooke Ouest', 'Rue Saint-Denis', 'Côte-des-Neiges', 'Av. Œuvre', 'Main Street']
const TITLES = ['Café loft', 'Sunny studio', 'Plateau room', 'Cozy NDG flat', 'Mtl suite', 'Grand 100% _vue_']
const LATITUDES = [45.45, 45.5, 45.515, 45.55, 45.6]
const LONGITUDES = [-73.7, -73.6, -73.57, -73.55, -73.5]
const PRICES = [60_000, 100_000, 100_000, 125_000, 150_000, 300_000]
const DAYS = [
  '2030-01-01',
  '2030-02-28',
  '2030-03-01',
  '2030-03-31',
  '2030-04-01',
  '2030-06-30',
  '2030-12-31',
]
const TEXTS = [
  'montreal',
  'Montréal',
  'MTL',
  'quebec city',
  'Québec',
  'sherbrooke',
  'rue sherbrooke',
  'côte',
  'COTE',
  'café',
  'oeuvre',
  'Œuvre',
  'plateau',
  'ndg',
  'the plateau',
  'mon',
  'sher',
  'e',
  '%',
  '_',
  '100%',
  'zzz',
]

function randomListing(random: TRandom, index: number): TFixtureListing {
  const start = random.pick(DAYS.slice(0, -1))
  const end = random.pick(DAYS.filter((day) => day > start))
  const periods: TFixtureListing['periods'] = [{ start, end }]
  if (random.chance(0.3)) {
    const reserved = random.int(0, DAYS.length - 2)
    periods.push({ start: DAYS[reserved] as string, end: DAYS[reserved + 1] as string, isAvailable: false })
  }
  if (random.chance(0.2)) periods.push({ start: '2031-01-01', end: '2031-03-01' })
  return {
    title: `${random.pick(TITLES)} ${index}`,
    addressCity: random.pick(CITIES),
    addressStreet: `${random.int(1, 9)} ${random.pick(STREETS)}`,
    propertyType: random.pick(LISTING_TYPES),
    roomCategory: random.pick(ROOM_CATEGORIES),
    pricePerMonthCents: random.pick(PRICES),
    maxGuests: random.int(1, 5),
    numBedrooms: random.int(0, 4),
    amenities: random.sample(AMENITIES, random.int(0, 6)),
    latitude: random.pick(LATITUDES).toFixed(6),
    longitude: random.pick(LONGITUDES).toFixed(6),
    // Few distinct times, so ties (broken by id) are common.
    publishedAt: new Date(Date.UTC(2026, 0, random.int(1, 4))),
    periods,
  }
}

function randomBbox(random: TRandom): TBbox {
  const [south, north] = [random.pick(LATITUDES), random.pick(LATITUDES)].sort() as [number, number]
  const [west, east] = [random.pick(LONGITUDES), random.pick(LONGITUDES)].sort((a, b) => a - b) as [
    number,
    number,
  ]
  return { west, south, east, north }
}

function randomQuery(random: TRandom): TSearchQuery {
  const raw: Record<string, unknown> = {
    page: String(random.int(1, 5)),
    page_size: String(random.pick([1, 3, 5, 20])),
    sort: random.pick(['newest', 'price', '-price']),
  }
  if (random.chance(0.5)) raw.location = random.pick(TEXTS)
  if (random.chance(0.25)) raw.city = random.pick([...CITIES, ...PLACE_NAMES])
  if (random.chance(0.3)) raw.type = random.sample(TYPE_FILTERS, random.int(1, 3))
  const prices = [random.pick([...PRICES, 0, 99_999]) / 100, random.pick([...PRICES, 500_000]) / 100].sort(
    (a, b) => a - b,
  )
  if (random.chance(0.3)) raw.min_price = String(prices[0])
  if (random.chance(0.3)) raw.max_price = String(prices[1])
  if (random.chance(0.4)) raw.move_in = random.pick([...DAYS, '2029-12-31', '2031-01-01', '2031-03-01'])
  if (random.chance(0.3)) raw.amenities = random.sample(AMENITIES.slice(0, 8), random.int(1, 2))
  if (random.chance(0.3)) raw.guests = String(random.int(1, 6))
  if (random.chance(0.25)) raw.bedrooms = random.sample(['0', '1', '2', '3', '4'], random.int(1, 2))
  if (random.chance(0.3)) {
    const bbox = randomBbox(random)
    raw.bbox = `${bbox.west},${bbox.south},${bbox.east},${bbox.north}`
  }
  return ZSearchQuery.parse(raw)
}

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
  const host = await signUpHost(t)
  const random = createRandom(2026)
  await publishListings(
    t,
    host.user.id,
    Array.from({ length: 240 }, (_, index) => randomListing(random, index)),
  )
  await t.app.searchEngine.fresh()
}, 120_000)
afterAll(() => t.close())

async function expectSameAnswers(random: TRandom, rounds: number) {
  const reference = createSearchRepository(t.database.db)
  const { model } = t.app.searchEngine
  let nonEmpty = 0
  for (let round = 0; round < rounds; round += 1) {
    const query = randomQuery(random)
    const offset = (query.page - 1) * query.page_size
    const memory = model.search(filterOf(query), query.sort, offset, query.page_size)
    const [count, rows] = await Promise.all([reference.count(query), reference.page(query)])
    const context = JSON.stringify(query)
    expect(memory.count, context).toBe(count)
    expect(memory.page.map(model.idOf), context).toEqual(rows.map((row) => row.propertyId))
    if (count > 0) nonEmpty += 1
  }
  // The mixes must exercise both outcomes, not only empty answers.
  expect(nonEmpty).toBeGreaterThan(rounds / 4)
  expect(nonEmpty).toBeLessThan(rounds)
}

async function expectSameViewports(random: TRandom, rounds: number) {
  const reference = createSearchRepository(t.database.db)
  const { model } = t.app.searchEngine
  for (let round = 0; round < rounds; round += 1) {
    const drawn = random.chance(0.1) ? undefined : randomBbox(random)
    // Some viewports wider than the catalogue: clusters from lattice level 1 up (grid cells' totals).
    const bbox =
      drawn && random.chance(0.25)
        ? {
            west: drawn.west - 0.3,
            east: drawn.east + 0.1,
            south: drawn.south - 0.2,
            north: drawn.north + 0.1,
          }
        : drawn
    const page = random.int(1, 3)
    const memory = model.byIdInBbox(bbox, (page - 1) * 50, 50)
    expect(memory.count).toBe(await reference.countInBbox(bbox))
    const rows = await reference.mapItems(bbox, page, 50)
    expect(memory.page.map(model.idOf)).toEqual(rows.map((row) => row.propertyId))
    if (!bbox) continue
    // Count and lowest price exactly; mean positions to 1e-9° (a mean's last bits depend on the
    // order its terms are added in, which neither PostgreSQL nor the engine promises).
    const byPlace = (
      a: { latitude: number; longitude: number },
      b: { latitude: number; longitude: number },
    ) => (Math.abs(a.latitude - b.latitude) > 1e-7 ? a.latitude - b.latitude : a.longitude - b.longitude)
    const clusters = (list: { count: number; latitude: number; longitude: number; minPrice: number }[]) =>
      list
        .map((cell) => ({
          count: Number(cell.count),
          latitude: Number(cell.latitude),
          longitude: Number(cell.longitude),
          minPrice: Number(cell.minPrice),
        }))
        .sort(byPlace)
    const memoryClusters = clusters(model.clusters(bbox))
    const sqlClusters = clusters(await reference.clustersInBbox(bbox))
    expect(memoryClusters.map(({ count, minPrice }) => ({ count, minPrice }))).toEqual(
      sqlClusters.map(({ count, minPrice }) => ({ count, minPrice })),
    )
    for (const [index, cluster] of memoryClusters.entries()) {
      const expected = sqlClusters[index] as (typeof sqlClusters)[number]
      expect(Math.abs(cluster.latitude - expected.latitude)).toBeLessThan(1e-9)
      expect(Math.abs(cluster.longitude - expected.longitude)).toBeLessThan(1e-9)
    }
  }
}

/**
 * The price check's comparable homes (comparable-homes.ts) for listings of the catalogue and for
 * new ones drawn like them: the same count and median as the SQL reference.
 */
async function expectSameComparables(random: TRandom, rounds: number) {
  const reference = createSearchRepository(t.database.db)
  const rows = await t.database.db.select().from(properties)
  let withMedian = 0
  for (let round = 0; round < rounds; round += 1) {
    const row = random.pick(rows)
    // A new listing (no id yet), somewhere else than the row it copies.
    const listing = random.chance(0.5)
      ? row
      : {
          ...row,
          id: undefined,
          addressCity: random.pick(CITIES),
          latitude: random.pick(LATITUDES).toFixed(6),
        }
    const home = comparableHomeOf(listing)
    const expected = await reference.comparablePrices(home)
    expect(t.app.searchEngine.model.comparable(home), JSON.stringify(home)).toEqual(expected)
    if (expected.median !== null) withMedian += 1
  }
  expect(withMedian).toBeGreaterThan(rounds / 4)
}

/**
 * The home map's survey of a viewport with the search's filters: its total is the SQL count of the
 * same search inside the viewport, its clusters add up to it, and its markers are those homes.
 * Wide viewports with selective filters read the matches' bit set, the others the grid: both run.
 */
async function expectSameFilteredMaps(random: TRandom, rounds: number) {
  const reference = createSearchRepository(t.database.db)
  const { model } = t.app.searchEngine
  const paths = { matchesFirst: 0, gridFirst: 0 }
  for (let round = 0; round < rounds; round += 1) {
    const drawn = randomQuery(random)
    const bbox = drawn.bbox ?? randomBbox(random)
    const query = { ...drawn, bbox, page: 1, page_size: 100 }
    const { bbox: _viewport, ...filter } = filterOf(query)
    const survey = model.survey(bbox, 100, filterOf(query))
    const context = JSON.stringify(query)
    expect(survey.total, context).toBe(await reference.count(query))
    expect(
      survey.clusters.reduce((total, cluster) => total + cluster.count, 0),
      context,
    ).toBe(survey.total)
    if (survey.total <= 100) {
      const ids = (await reference.page({ ...query, sort: 'price' })).map((row) => row.propertyId)
      expect(survey.markers.map(model.idOf), context).toEqual(ids.sort((a, b) => a - b))
    }
    if (Object.keys(filter).length === 0) continue
    if (model.count(filter) < model.byIdInBbox(bbox, 0, 0).count) paths.matchesFirst += 1
    else paths.gridFirst += 1
  }
  expect(paths.matchesFirst).toBeGreaterThan(rounds / 10)
  expect(paths.gridFirst).toBeGreaterThan(rounds / 10)
}

describe('the in-memory search engine', () => {
  it('surveys 300 random viewports with random filters as SQL counts them', async () => {
    await expectSameFilteredMaps(createRandom(8), 300)
  }, 120_000)

  it('finds the comparable homes of 400 listings, held or new, exactly as SQL: count and median', async () => {
    await expectSameComparables(createRandom(6), 400)
  }, 120_000)

  it('answers 2,000 random filter mixes exactly as SQL: same ids, order and count', async () => {
    await expectSameAnswers(createRandom(1), 2_000)
  }, 240_000)

  it('answers random viewports (pages by id, clusters) exactly as SQL', async () => {
    await expectSameViewports(createRandom(2), 300)
  }, 120_000)

  it('loads every document once, in id order, when the catalogue spans many id ranges', async () => {
    // Ranges of 7 ids, three asked for at a time, across the 240 listings.
    const documents = createReadModelRepository(t.database.db, { chunk: 7 })
    const read: number[] = []
    const model = createReadModel()
    await model.loadAll(
      (async function* () {
        for await (const chunk of documents.all()) {
          read.push(...copiesOf(chunk).map((doc) => doc.listingId))
          yield chunk
        }
      })(),
    )
    const rows = await t.database.db.execute<{ id: number }>(
      sql`select property_id as id from search_documents order by property_id`,
    )
    const ids = (rows as unknown as { rows: { id: number }[] }).rows.map((row) => row.id)
    expect(ids.length).toBeGreaterThan(100)
    expect(read).toEqual(ids)
    expect(model.size).toBe(ids.length)
  })

  it('reads every document in bulk as it reads each one alone, a text holding a separator too', async () => {
    // The API refuses control characters; a title holding the bulk read's separator could only
    // come from elsewhere, and its range is then read row by row.
    const [odd] = await t.database.db
      .select({
        id: searchDocuments.propertyId,
        title: searchDocuments.title,
        titleFr: searchDocuments.titleFr,
      })
      .from(searchDocuments)
      .orderBy(searchDocuments.propertyId)
      .limit(1)
      .offset(50)
    await t.database.db.execute(
      sql`update search_documents set title = ${`Loft${TEXT_SEPARATOR}🏠 near the métro`}, title_fr = null
        where property_id = ${odd?.id}`,
    )
    const repository = createReadModelRepository(t.database.db, { chunk: 16 })
    const inBulk: TEngineDocument[] = []
    for await (const chunk of repository.all()) inBulk.push(...copiesOf(chunk))
    const alone = await repository.byIds(inBulk.map((doc) => doc.listingId))
    expect(inBulk.length).toBeGreaterThan(100)
    // A missing French title is an empty one to the engine (read-model.ts loadAll); only rows
    // still tell them apart, which shows the odd title's range was read by rows.
    const engineSees = (doc: TEngineDocument) => ({ ...doc, titleFr: doc.titleFr ?? '' })
    expect(inBulk.map(engineSees)).toEqual(alone.map(engineSees))
    const oddInBulk = inBulk.find((doc) => doc.listingId === odd?.id)
    expect(oddInBulk?.title).toBe(`Loft${TEXT_SEPARATOR}🏠 near the métro`)
    expect(oddInBulk?.titleFr).toBeNull()
    expect(inBulk.filter((doc) => doc.titleFr === null).length).toBeLessThanOrEqual(16)
    await t.database.db.execute(
      sql`update search_documents set title = ${odd?.title}, title_fr = ${odd?.titleFr} where property_id = ${odd?.id}`,
    )
  })

  it("reads each document's numbers and texts as its columns hold them", async () => {
    const columns = await t.database.db.select().from(searchDocuments).orderBy(searchDocuments.propertyId)
    const documents = await createReadModelRepository(t.database.db).byIds(
      columns.map((row) => row.propertyId),
    )
    expect(documents.length).toBe(columns.length)
    const withFreeDays = documents.filter((doc) => doc.freeDays.length > 0).length
    expect(withFreeDays).toBeGreaterThan(0)
    expect(withFreeDays).toBeLessThan(documents.length)
    columns.forEach((row, index) => {
      const doc = documents[index]
      expect(doc).toEqual({
        listingId: row.propertyId,
        searchText: row.searchText,
        title: row.title,
        titleFr: row.titleFr,
        listingType: row.propertyType,
        roomCategory: row.roomCategory,
        addressStreet: row.addressStreet,
        addressCity: row.addressCity,
        priceCents: row.priceCents,
        maxGuests: row.maxGuests,
        numBedrooms: row.numBedrooms,
        amenityBits: AMENITIES.reduce(
          (bits, amenity, at) => (row.amenities.includes(amenity) ? bits | (1 << at) : bits),
          0,
        ),
        hasCitq: row.hasCitq,
        reviewCount: row.reviewCount,
        publishedMicros: row.publishedAt.getTime() * 1000,
        latitude: row.latitude,
        longitude: row.longitude,
        photoKeys: row.photoKeys.join(' '),
        freeDays: expect.any(Array),
        ratingAvg: row.ratingAvg,
      })
      // Two day numbers a range: its first day and the day after its last.
      expect(doc?.freeDays.length).toBe(2 * (row.freeDates.match(/[[(]/g) ?? []).length)
    })
  })

  it('still agrees after listings change one by one (price, time, place, unpublished)', async () => {
    const random = createRandom(3)
    const search = createDocumentRepository(t.database.db, documentSources)
    const ids = (await t.database.db.select({ id: properties.id }).from(properties)).map((row) => row.id)
    for (const id of random.sample(ids, 60)) {
      const changed = randomListing(random, id)
      await t.database.db
        .update(properties)
        .set({
          title: changed.title,
          addressCity: changed.addressCity,
          pricePerMonthCents: changed.pricePerMonthCents,
          latitude: changed.latitude,
          longitude: changed.longitude,
          publishedAt: changed.publishedAt,
          status: random.chance(0.15) ? 'archived' : 'published',
        })
        .where(eq(properties.id, id))
      await search.refresh(id)
      t.app.searchEngine.noteLocalWrite(id)
    }
    await t.app.searchEngine.fresh()
    const [published] = await t.database.db
      .execute<{ n: number }>(sql`select count(*)::int as n from search_documents`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows)
    expect(t.app.searchEngine.model.size).toBe(published?.n)
    await expectSameAnswers(createRandom(4), 1_000)
    await expectSameViewports(createRandom(5), 100)
    await expectSameComparables(createRandom(7), 200)
  }, 240_000)
})
