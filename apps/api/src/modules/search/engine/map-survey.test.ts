import type { TBbox } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { createRandom, type TRandom } from '../../../seed/random.ts'
import { randomDocument } from '../../../test/random-search-documents.ts'
import { clusterLevel, latticeColumn, latticeRow } from './cluster-lattice.ts'
import { createReadModel, type TEngineDocument, type TFilter } from './read-model.ts'

/**
 * A map view counts and clusters whole parts of the spatial grid from their totals, and reads only
 * the parts a viewport's edge crosses. Homes here lie anywhere in a small dense area (thousands in
 * a few grid cells, as at a million listings), so viewports of every lattice level cut parts in
 * every way; each answer is checked against every home tested one by one.
 */
const AREA = { west: -73.62, south: 45.49, east: -73.57, north: 45.53 }

function place(random: TRandom, doc: TEngineDocument): TEngineDocument {
  const latitude = AREA.south + random.next() * (AREA.north - AREA.south)
  const longitude = AREA.west + random.next() * (AREA.east - AREA.west)
  return { ...doc, latitude, longitude }
}

function randomViewport(random: TRandom): TBbox {
  // Now and then one at lattice level 0 or above whose edges cut the area: its cells on the edge
  // are read home by home, the others whole.
  if (random.chance(0.2)) {
    const width = 0.13 + random.next() * 0.05
    const west = AREA.east - random.next() * (AREA.east - AREA.west) - (random.chance(0.5) ? 0 : width)
    const south =
      AREA.north - random.next() * (AREA.north - AREA.south) - (random.chance(0.5) ? 0 : width * 0.7)
    return { west, south, east: west + width, north: south + width * 0.7 }
  }
  // From a few metres (the finest lattice level) to wider than the area.
  const width = 0.0005 * 2 ** (random.next() * 8)
  const height = width * (0.5 + random.next())
  const west = AREA.west - 0.01 + random.next() * (AREA.east - AREA.west)
  const south = AREA.south - 0.01 + random.next() * (AREA.north - AREA.south)
  return { west, south, east: west + width, north: south + height }
}

/** A filter for the survey, and the same test for one home. */
type TSurveyFilter = { filter: TFilter; matches: (doc: TEngineDocument) => boolean }

function bruteForce(documents: Map<number, TEngineDocument>, bbox: TBbox, filter?: TSurveyFilter) {
  const level = clusterLevel(bbox)
  const cells = new Map<string, { count: number; minPrice: number; latitude: number; longitude: number }>()
  const ids: number[] = []
  for (const doc of documents.values()) {
    const { latitude, longitude } = doc
    if (latitude < bbox.south || latitude > bbox.north || longitude < bbox.west || longitude > bbox.east)
      continue
    if (filter && !filter.matches(doc)) continue
    ids.push(doc.listingId)
    const key = `${latticeColumn(longitude, level)}:${latticeRow(latitude, level)}`
    const cell = cells.get(key) ?? { count: 0, minPrice: doc.priceCents, latitude: 0, longitude: 0 }
    cell.count += 1
    cell.minPrice = Math.min(cell.minPrice, doc.priceCents)
    cell.latitude += latitude
    cell.longitude += longitude
    cells.set(key, cell)
  }
  const clusters = [...cells.values()].map((cell) => ({
    count: cell.count,
    minPrice: cell.minPrice,
    latitude: cell.latitude / cell.count,
    longitude: cell.longitude / cell.count,
  }))
  return { ids: ids.sort((a, b) => a - b), clusters }
}

const byPosition = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  a.latitude - b.latitude || a.longitude - b.longitude

type TModel = ReturnType<typeof createReadModel>

function expectSameSurveys(
  model: TModel,
  documents: Map<number, TEngineDocument>,
  random: TRandom,
  rounds: number,
  filter?: TSurveyFilter,
) {
  const levels = new Set<number>()
  let wholePartsUsed = 0
  for (let round = 0; round < rounds; round += 1) {
    const bbox = randomViewport(random)
    const expected = bruteForce(documents, bbox, filter)
    const context = JSON.stringify(bbox)
    const survey = model.survey(bbox, 100, filter?.filter)
    expect(survey.total, context).toBe(expected.ids.length)
    if (expected.ids.length <= 100) expect(survey.markers.map(model.idOf), context).toEqual(expected.ids)
    const clusters = [...survey.clusters].sort(byPosition)
    const wanted = expected.clusters.sort(byPosition)
    expect(
      clusters.map(({ count, minPrice }) => ({ count, minPrice })),
      context,
    ).toEqual(wanted.map(({ count, minPrice }) => ({ count, minPrice })))
    for (const [index, cluster] of clusters.entries()) {
      expect(Math.abs(cluster.latitude - (wanted[index]?.latitude ?? 0)), context).toBeLessThan(1e-9)
      expect(Math.abs(cluster.longitude - (wanted[index]?.longitude ?? 0)), context).toBeLessThan(1e-9)
    }
    if (!filter) expect(model.byIdInBbox(bbox, 0, 20).count, context).toBe(expected.ids.length)
    levels.add(clusterLevel(bbox))
    if (survey.total > survey.clusters.length * 8) wholePartsUsed += 1
  }
  // Fine lattices (parts cut by lattice cells), coarse ones (whole grid cells), and dense viewports.
  expect(Math.min(...levels)).toBeLessThan(-3)
  expect(Math.max(...levels)).toBeGreaterThanOrEqual(0)
  if (!filter) expect(wholePartsUsed).toBeGreaterThan(rounds / 4)
}

/** 6,000 homes in the small dense area, in a model, and their prices from the lowest. */
function denseCatalogue(seed: number) {
  const random = createRandom(seed)
  const documents = new Map<number, TEngineDocument>()
  for (let id = 1; id <= 6000; id += 1) documents.set(id, place(random, randomDocument(random, id)))
  const model = createReadModel()
  for (const doc of documents.values()) model.upsert(doc)
  const prices = [...documents.values()].map((doc) => doc.priceCents).sort((a, b) => a - b)
  return { random, documents, model, prices }
}

describe('map survey over the spatial grid', () => {
  it('counts, clusters and lists a dense area as every home tested alone, before and after changes', () => {
    const { random, documents, model } = denseCatalogue(27)
    expectSameSurveys(model, documents, random, 300)
    // Removals, then moves and new prices, on the same model: a cell's parts are worked out again
    // from what it holds after each change.
    for (const id of random.sample([...documents.keys()], 600)) {
      documents.delete(id)
      model.remove(id)
    }
    expectSameSurveys(model, documents, random, 150)
    for (const id of random.sample([...documents.keys()], 1500)) {
      const doc = documents.get(id) as TEngineDocument
      const moved = random.chance(0.5) ? place(random, doc) : doc
      const next = { ...moved, priceCents: doc.priceCents + random.int(1, 100) * 100 }
      documents.set(id, next)
      model.upsert(next)
    }
    expectSameSurveys(model, documents, random, 150)
  })

  it('counts, clusters and lists the homes a filter keeps as every home tested alone', () => {
    const { random, documents, model, prices } = denseCatalogue(31)
    const cheapest = (prices[0] as number) - 100
    // Forty homes cheaper than all others: a filter that keeps only them is read from its bit set
    // on wide viewports, while one that keeps a third of the homes is read home by home.
    for (const id of random.sample([...documents.keys()], 40)) {
      const doc = { ...(documents.get(id) as TEngineDocument), priceCents: cheapest }
      documents.set(id, doc)
      model.upsert(doc)
    }
    for (const maxCents of [prices[Math.floor(prices.length / 3)] as number, cheapest]) {
      const filter = { filter: { maxCents }, matches: (doc: TEngineDocument) => doc.priceCents <= maxCents }
      expectSameSurveys(model, documents, random, 200, filter)
    }
  })

  it("keeps a filter's sums of whole cells only while the cells are unchanged", () => {
    const { random, documents, model, prices } = denseCatalogue(37)
    const maxCents = prices[Math.floor(prices.length / 2)] as number
    const filter = { filter: { maxCents }, matches: (doc: TEngineDocument) => doc.priceCents <= maxCents }
    // Wide views keep the filter's sums of the cells inside them; then homes leave, move, and cross
    // the filter's price both ways, and the same filter's views must see each change.
    expectSameSurveys(model, documents, random, 150, filter)
    for (const id of random.sample([...documents.keys()], 300)) {
      documents.delete(id)
      model.remove(id)
    }
    expectSameSurveys(model, documents, random, 100, filter)
    for (const id of random.sample([...documents.keys()], 900)) {
      const doc = documents.get(id) as TEngineDocument
      const moved = random.chance(0.3) ? place(random, doc) : doc
      const priceCents = doc.priceCents <= maxCents ? maxCents + 100 : maxCents - 100
      const next = { ...moved, priceCents }
      documents.set(id, next)
      model.upsert(next)
    }
    expectSameSurveys(model, documents, random, 100, filter)
  })
})
