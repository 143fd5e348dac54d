import { describe, expect, it } from 'vitest'
import { createRandom, type TRandom } from '../../../seed/random.ts'
import { randomDocument } from '../../../test/random-search-documents.ts'
import { createReadModel, type TEngineDocument, type TReadModel } from './read-model.ts'
import { createSlotBytesCache } from './slot-bytes-cache.ts'

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
    expect(cache.byteLength()).toBe(Buffer.byteLength('{"slot":1,"title":"Café 4"}'))
    cache.clear()
    expect(cache.byteLength()).toBe(0)
  })

  it('keeps no more bytes than its budget, and makes room again as slots are forgotten', () => {
    const cache = createSlotBytesCache(8, 30)
    const write = (slot: number) => `{"slot":${slot}}` // 10 bytes
    for (let slot = 0; slot < 5; slot += 1) cache.get(slot, write)
    expect(cache.byteLength()).toBe(30)
    expect(cache.hasRoom()).toBe(false)
    expect(createSlotBytesCache(0).hasRoom()).toBe(false)
    // Slot 3 was written, not kept: its place is still free.
    expect(cache.get(3, write).toString()).toBe('{"slot":3}')
    expect(cache.byteLength()).toBe(30)
    cache.forget(1)
    cache.get(3, write)
    expect(cache.byteLength()).toBe(30)
    // Slot 8 takes slot 0's place: the bytes of slot 0 leave with it.
    cache.get(8, write)
    expect(cache.byteLength()).toBe(30)
  })

  it('refuses a number of places that is not a power of two', () => {
    expect(() => createSlotBytesCache(6)).toThrow(/power of two/)
    expect(() => createSlotBytesCache(-1)).toThrow(/power of two/)
  })
})
