import { searchQueryOfCriteria } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRandom } from '../../db/seed/random.ts'
import { signUpAndLogIn } from '../../test/accounts.ts'
import { randomCriteria, randomDocument } from '../../test/random-search-documents.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { matcherFor, placeKeysOf } from '../search/engine/listing-matcher.ts'
import { prefilterOf, tidyCriteria } from './criteria.ts'
import { createSavedSearchesRepository } from './repository.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the prefilter of a listing change', () => {
  it('never leaves out a search the listing matches, and leaves out many it does not', async () => {
    const random = createRandom(2611)
    const user = await signUpAndLogIn(t)
    const repo = createSavedSearchesRepository(t.database.db)
    const criteria = Array.from({ length: 300 }, () => tidyCriteria(randomCriteria(random)))
    const ids = new Map<number, (typeof criteria)[number]>()
    for (const [index, saved] of criteria.entries()) {
      const row = await repo.insert({
        userId: user.user.id,
        name: `Search ${index}`,
        frequency: 'instant',
        criteria: saved,
        ...prefilterOf(saved),
      })
      if (row) ids.set(row.id, saved)
    }
    let candidatesInAll = 0
    let matchesInAll = 0
    for (let listingId = 1; listingId <= 60; listingId += 1) {
      const doc = randomDocument(random, listingId)
      const matches = matcherFor(doc)
      const facts = {
        placeKeys: placeKeysOf(doc),
        priceCents: doc.priceCents,
        latitude: doc.latitude,
        longitude: doc.longitude,
      }
      const candidates = new Set((await repo.candidatesFor(facts, 0, 1000)).map((row) => row.id))
      const matching = [...ids].filter(([, saved]) => matches(searchQueryOfCriteria(saved))).map(([id]) => id)
      expect(
        matching.filter((id) => !candidates.has(id)),
        JSON.stringify(doc),
      ).toEqual([])
      candidatesInAll += candidates.size
      matchesInAll += matching.length
    }
    expect(matchesInAll).toBeGreaterThan(0)
    // The index does narrow: far fewer candidates than searches.
    expect(candidatesInAll).toBeLessThan(60 * ids.size * 0.6)
  }, 120_000)
})
