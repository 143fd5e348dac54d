import { MAP_PAGE_SIZE_MAX } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { createRandom, type TRandom } from '../../../seed/random.ts'
import { randomDocument } from '../../../test/random-search-documents.ts'
import { createReadModel, type TEngineDocument, type TReadModel } from './read-model.ts'
import { createSlotBytesCache, SLOT_BYTES_BUDGET } from './slot-bytes-cache.ts'

const TITLES = ['Loft près du métro', 'Sunny studio', 'Chambre 🌿 calme']

/** A change to one listing, as the change feed brings them: title, price, photos, rating, city. */
function changed(random: TRandom, doc: TEngineDocument): TEngineDocument {
  return {
    ...doc,
    title: `${random.pick(TITLES)} ${doc.listingId}`,
    titleFr: random.chance(0.5) ? `Logement ${random.int(1, 9)}` : null,
    priceCents: doc.priceCents + random.int(-50, 50) * 100,
    photoKeys: random.pick(['', 'public/a.webp', 'public/b.webp public/c.webp']),
    ratingAvg: random.pick(['0', '4.50', '3.75']),
    reviewCount: random.int(0, 40),
    addressCity: random.pick(['Montréal', 'Laval', 'Verdun']),
  }
}

/** Each live listing's card and map item, by listing id, as the model answers them. */
function answers(model: TReadModel) {
  const { page } = model.search({}, 'newest', 0, 10_000)
  return new Map(
    page.map((slot) => [
      model.idOf(slot),
      `${model.cardBytes(slot).toString()} ${model.mapItemBytes(slot).toString()}`,
    ]),
  )
}

async function loadAll(model: TReadModel, documents: Iterable<TEngineDocument>) {
  await model.loadAll(
    (async function* () {
      yield [...documents]
    })(),
  )
}

describe('cards kept written', () => {
  it('answers what a model that keeps none writes, through changes, removals, reused slots and reloads', async () => {
    const random = createRandom(41)
    const documents = new Map<number, TEngineDocument>()
    for (let id = 1; id <= 60; id += 1) documents.set(id, randomDocument(random, id))
    // Four places for 60 slots: most slots share a place. 2^17: each has its own, all written ahead.
    const models = [
      createReadModel(16, { cachePlaces: 0 }),
      createReadModel(16, { cachePlaces: 4 }),
      createReadModel(16),
    ]
    for (const model of models) await loadAll(model, documents.values())
    await (models[2] as TReadModel).prewarm()
    let nextId = 61
    for (let step = 0; step < 400; step += 1) {
      const roll = random.next()
      const ids = [...documents.keys()]
      if (roll < 0.6 && ids.length > 0) {
        const doc = changed(random, documents.get(random.pick(ids)) as TEngineDocument)
        documents.set(doc.listingId, doc)
        for (const model of models) model.upsert(doc)
      } else if (roll < 0.8 && ids.length > 0) {
        const id = random.pick(ids)
        documents.delete(id)
        for (const model of models) model.remove(id)
      } else if (roll < 0.97) {
        // A new listing takes a slot a removed one left, when there is one.
        const doc = randomDocument(random, nextId)
        nextId += 1
        documents.set(doc.listingId, doc)
        for (const model of models) model.upsert(doc)
      } else for (const model of models) await loadAll(model, documents.values())
      const [truth, ...cached] = models.map(answers)
      expect(truth?.size).toBe(documents.size)
      for (const answer of cached) expect(answer).toEqual(truth)
    }
  })

  it('writes a slot once until it is forgotten, and keeps one slot a place', () => {
    const cache = createSlotBytesCache(4)
    const writes: number[] = []
    const write = (slot: number) => {
      writes.push(slot)
      return `{"slot":${slot},"title":"Café ${writes.length}"}`
    }
    expect(cache.get(1, write).toString()).toBe('{"slot":1,"title":"Café 1"}')
    expect(cache.get(1, write).toString()).toBe('{"slot":1,"title":"Café 1"}')
    cache.forget(1)
    expect(cache.get(1, write).toString()).toBe('{"slot":1,"title":"Café 2"}')
    // Slot 5 takes slot 1's place; slot 1 is written again when next asked.
    expect(cache.get(5, write).toString()).toBe('{"slot":5,"title":"Café 3"}')
    cache.forget(1)
    expect(cache.get(5, write).toString()).toBe('{"slot":5,"title":"Café 3"}')
    expect(cache.get(1, write).toString()).toBe('{"slot":1,"title":"Café 4"}')
    expect(writes).toEqual([1, 1, 5, 1])
    expect(cache.hasRoom()).toBe(true)
    // Four texts went into the ring; a forgotten one's bytes stay until it comes round.
    expect(cache.byteLength()).toBe(4 * Buffer.byteLength('{"slot":1,"title":"Café 1"}'))
    cache.clear()
    expect(cache.byteLength()).toBe(0)
    expect(cache.get(5, write).toString()).toBe('{"slot":5,"title":"Café 5"}')
  })

  it('holds its texts in one block of its budget, coming round over the oldest', () => {
    const budget = 25 * 2 ** 20
    const cache = createSlotBytesCache(2 ** 17, budget)
    // About 1.6 budgets of texts: every slot kept once, then the first ones overwritten.
    const text = (slot: number, round: number) =>
      `{"slot":${slot},"round":${round},"pad":"${'é'.repeat(400)}"}`
    const slots = Math.ceil((1.6 * budget) / Buffer.byteLength(text(99_999, 0)))
    for (let slot = 0; slot < slots; slot += 1) cache.get(slot, (s) => text(s, 0))
    expect(cache.byteLength()).toBe(budget)
    expect(cache.hasRoom()).toBe(false)
    // The first slots' bytes were overwritten: they are written again, not read back wrong.
    let rewritten = 0
    for (let slot = 0; slot < slots; slot += 97) {
      const read = cache.get(slot, (s) => {
        rewritten += 1
        return text(s, 1)
      })
      expect(JSON.parse(read.toString()).slot).toBe(slot)
    }
    expect(rewritten).toBeGreaterThan(0)
    expect(rewritten).toBeLessThan(Math.ceil(slots / 97))
  })

  it('keeps a catalogue filling most of its budget without writing it again as it is read', () => {
    const budget = SLOT_BYTES_BUDGET
    const cache = createSlotBytesCache(2 ** 17, budget)
    const text = (slot: number) => `{"slot":${slot},"pad":"${'x'.repeat(450)}"}`
    // As a 100,000-listing catalogue's cards fill the default budget: 55 MB of 64.
    const slots = Math.floor((0.86 * budget) / Buffer.byteLength(text(99_999)))
    let writes = 0
    const write = (slot: number) => {
      writes += 1
      return text(slot)
    }
    for (let slot = 0; slot < slots; slot += 1) cache.get(slot, write)
    // Searches read cards all over the catalogue, a few listings change meanwhile.
    const random = createRandom(3)
    writes = 0
    let wrong = 0
    for (let read = 0; read < 200_000; read += 1) {
      if (read % 1000 === 0) cache.forget(random.int(0, slots - 1))
      const slot = random.int(0, slots - 1)
      if (cache.get(slot, write).toString() !== text(slot)) wrong += 1
    }
    expect(wrong).toBe(0)
    // The changed ones, and no reread of texts that are still whole.
    expect(writes).toBeLessThanOrEqual(200)
  })

  it('hands out views that stay whole through the largest answer, even of its oldest texts', () => {
    const budget = 25 * 2 ** 20
    const cache = createSlotBytesCache(2 ** 17, budget)
    // Texts of one length, each its own: a view overwritten by another shows.
    const text = (slot: number) => `{"pad":"${String(slot).padStart(6, '0').repeat(600)}"}`
    const size = Buffer.byteLength(text(0))
    // One and a half turns of the ring: the oldest texts still whole lie just ahead of its head.
    const written = Math.ceil((1.5 * budget) / size)
    for (let slot = 0; slot < written; slot += 1) cache.get(slot, text)
    // A few texts past the first whole one (the oldest few were overwritten).
    const oldest = Math.ceil((0.5 * budget) / size) + 10
    // An answer reads those oldest texts, then new ones, whose bytes go where the oldest lie.
    const views: [number, Buffer][] = []
    for (let index = 0; index < MAP_PAGE_SIZE_MAX / 2; index += 1) {
      views.push([oldest + index, cache.get(oldest + index, text)])
    }
    for (let index = 0; index < MAP_PAGE_SIZE_MAX / 2; index += 1) {
      views.push([written + index, cache.get(written + index, text)])
    }
    for (const [slot, view] of views) expect(view.toString()).toBe(text(slot))
  })

  it('writes a text too long to keep each time', () => {
    const cache = createSlotBytesCache(4)
    let writes = 0
    const long = () => {
      writes += 1
      return `"${'a'.repeat(5000)}"`
    }
    expect(cache.get(1, long).length).toBe(5002)
    cache.get(1, long)
    expect(writes).toBe(2)
    expect(cache.byteLength()).toBe(0)
  })

  it('refuses a number of places that is not a power of two', () => {
    expect(() => createSlotBytesCache(6)).toThrow(/power of two/)
    expect(() => createSlotBytesCache(-1)).toThrow(/power of two/)
    expect(() => createSlotBytesCache(8, 30)).toThrow(/budget/)
    expect(createSlotBytesCache(0).hasRoom()).toBe(false)
  })
})
