import { searchQueryOfCriteria } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { createRandom, type TRandom } from '../../../seed/random.ts'
import {
  PRICES,
  randomCriteria,
  randomDocument,
  randomFreeDays,
} from '../../../test/random-search-documents.ts'
import { matcherFor } from './listing-matcher.ts'
import { createReadModel, type TEngineDocument } from './read-model.ts'
import { filterOf } from './search-engine.ts'

/**
 * A saved search's alert must agree with the search page: `matches` (one listing judged alone) is
 * compared with the engine's answer over a whole catalogue, for random saved searches, before and
 * after random changes to the listings (price, place, free dates, unpublished).
 */
function expectAgreement(documents: Map<number, TEngineDocument>, random: TRandom, rounds: number) {
  const model = createReadModel()
  for (const doc of documents.values()) model.upsert(doc)
  // One matcher per listing, as one change's job builds one and tries every candidate search on it.
  const matchers = [...documents.values()].map((doc) => ({ id: doc.listingId, matches: matcherFor(doc) }))
  let nonEmpty = 0
  for (let round = 0; round < rounds; round += 1) {
    const query = searchQueryOfCriteria(randomCriteria(random))
    const engine = model.search(filterOf(query), 'newest', 0, documents.size).page.map(model.idOf)
    const alone = matchers.filter((matcher) => matcher.matches(query)).map((matcher) => matcher.id)
    expect(
      alone.sort((a, b) => a - b),
      JSON.stringify(query),
    ).toEqual(engine.sort((a, b) => a - b))
    if (engine.length > 0) nonEmpty += 1
  }
  // Both outcomes must be exercised.
  expect(nonEmpty).toBeGreaterThan(rounds / 5)
  expect(nonEmpty).toBeLessThan(rounds)
}

describe('matches (a saved search against one listing)', () => {
  it('agrees with the engine on random saved searches, before and after random changes', () => {
    const random = createRandom(26)
    const documents = new Map<number, TEngineDocument>()
    for (let id = 1; id <= 150; id += 1) documents.set(id, randomDocument(random, id))
    expectAgreement(documents, random, 400)
    for (const id of random.sample([...documents.keys()], 60)) {
      const doc = documents.get(id) as TEngineDocument
      const change = random.int(0, 9)
      if (change < 2) documents.delete(id)
      else if (change < 5) documents.set(id, { ...doc, priceCents: random.pick(PRICES) })
      else if (change < 8) documents.set(id, { ...doc, freeDays: randomFreeDays(random) })
      else documents.set(id, randomDocument(random, id))
    }
    expectAgreement(documents, random, 400)
  })

  it('costs a change a few kilobytes per matcher, not the kept cards of a read model', () => {
    const random = createRandom(7)
    const before = process.memoryUsage()
    const matchers = Array.from({ length: 50 }, (_, index) => matcherFor(randomDocument(random, index + 1)))
    const after = process.memoryUsage()
    expect(matchers).toHaveLength(50)
    // A kept-text block is 64 MB, its places' columns 2 MB a cache: 50 of either would show.
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(8 * 2 ** 20)
    expect(after.rss - before.rss).toBeLessThan(64 * 2 ** 20)
  })
})
