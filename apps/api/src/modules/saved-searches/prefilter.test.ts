import { searchQueryOfCriteria, tidyCriteria } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRandom } from '../../seed/random.ts'
import { signUpAndLogIn } from '../../test/accounts.ts'
import { PRICES, randomCriteria, randomDocument, randomFreeDays } from '../../test/random-search-documents.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { matcherFor } from '../search/index.ts'
import { changeWindowOf } from './change-window.ts'
import { prefilterOf } from './criteria.ts'
import { listingFactsOf } from './matching.ts'
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
      const facts = listingFactsOf(doc)
      const candidates = new Set((await repo.candidatesFor(facts, undefined, 0, 1000)).map((row) => row.id))
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

describe('the window of a change that moved only price and dates', () => {
  it('never leaves out a search the home newly matches, and leaves out the ones it matched before', async () => {
    const random = createRandom(2612)
    const user = await signUpAndLogIn(t)
    const repo = createSavedSearchesRepository(t.database.db)
    const saved = new Map<number, ReturnType<typeof searchQueryOfCriteria>>()
    for (let index = 0; index < 300; index += 1) {
      const criteria = tidyCriteria(randomCriteria(random))
      const row = await repo.insert({
        userId: user.user.id,
        name: `Window ${index}`,
        frequency: 'instant',
        criteria,
        ...prefilterOf(criteria),
      })
      if (row) saved.set(row.id, searchQueryOfCriteria(criteria))
    }
    let newMatches = 0
    let narrowed = 0
    let unnarrowed = 0
    for (let listingId = 1; listingId <= 80; listingId += 1) {
      const before = randomDocument(random, listingId)
      // A lower price, nights freed, or both; every other field as it was.
      const after = {
        ...before,
        priceCents: random.chance(0.6)
          ? random.pick(PRICES.filter((p) => p <= before.priceCents))
          : before.priceCents,
        freeDays: random.chance(0.6) ? randomFreeDays(random) : before.freeDays,
      }
      const window = changeWindowOf(before, after)
      expect(window).toBeDefined()
      const facts = listingFactsOf(after)
      const candidates = new Set((await repo.candidatesFor(facts, window, 0, 1000)).map((row) => row.id))
      const now = matcherFor(after)
      const then = matcherFor(before)
      const fresh = [...saved].filter(([, query]) => now(query) && !then(query)).map(([id]) => id)
      expect(
        fresh.filter((id) => !candidates.has(id)),
        JSON.stringify({ before, after }),
      ).toEqual([])
      newMatches += fresh.length
      narrowed += candidates.size
      unnarrowed += (await repo.candidatesFor(facts, undefined, 0, 1000)).length
    }
    expect(newMatches).toBeGreaterThan(0)
    expect(narrowed).toBeLessThan(unnarrowed * 0.7)
    // Any other difference (here a title) gives no window: every search of the place is a candidate.
    const doc = randomDocument(random, 1)
    expect(changeWindowOf(doc, { ...doc, title: 'Other', priceCents: doc.priceCents - 1 })).toBeUndefined()
    expect(changeWindowOf(null, doc)).toBeUndefined()
  }, 120_000)
})
