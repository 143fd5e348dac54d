import { searchQueryOfCriteria, type TSavedSearchCriteria, type TSearchQuery } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import type { TSavedSearchRow } from '../../db/schema/index.ts'
import { matcherFor, placeKeysOf } from '../search/engine/listing-matcher.ts'
import { type TEngineDocument, typeBitsOf } from '../search/engine/read-model.ts'
import { changeWindowOf } from './change-window.ts'
import { createSavedSearchesRepository, type TListingFacts } from './repository.ts'

/** Candidate searches read per query while matching one change (each page re-enters the index). */
const CANDIDATE_PAGE = 5000
/** Parsed queries kept per process; past it the cache starts again (bounded memory). */
const PARSED_QUERIES_KEPT = 200_000

/**
 * The engine query of saved criteria, parsed once per process: parsing is most of the exact
 * filter's cost. Keyed by the criteria's own text, not the search's id, so an entry is true in any
 * process and against any database (an id may name other criteria after a restore, or in tests).
 */
const parsedQueries = new Map<string, TSearchQuery>()
function queryOf(search: TSavedSearchRow) {
  const key = JSON.stringify(search.criteria)
  let query = parsedQueries.get(key)
  if (!query) {
    if (parsedQueries.size >= PARSED_QUERIES_KEPT) parsedQueries.clear()
    query = searchQueryOfCriteria(search.criteria as TSavedSearchCriteria)
    parsedQueries.set(key, query)
  }
  return query
}

/** What of a home the candidate query compares (repository `candidatesFor`). */
export const listingFactsOf = (doc: TEngineDocument): TListingFacts => ({
  placeKeys: placeKeysOf(doc),
  priceCents: doc.priceCents,
  latitude: doc.latitude,
  longitude: doc.longitude,
  typeBits: typeBitsOf(doc),
  amenityBits: doc.amenityBits,
  maxGuests: doc.maxGuests,
})

/**
 * The matching step of one listing change: the subscribed searches the home matches now and did
 * not match before (`before` null: it was not published). The prefilter index gives candidates a
 * page at a time; the engine's own predicate decides among them. The bench times exactly this.
 */
export async function* newlyMatchedSearches(
  db: TDb,
  after: TEngineDocument,
  before: TEngineDocument | null,
): AsyncGenerator<TSavedSearchRow> {
  const repo = createSavedSearchesRepository(db)
  const matchesNow = matcherFor(after)
  const matchedBefore = before ? matcherFor(before) : () => false
  const window = changeWindowOf(before, after)
  const facts = listingFactsOf(after)
  for (let afterId = 0; ; ) {
    const candidates = await repo.candidatesFor(facts, window, afterId, CANDIDATE_PAGE)
    if (candidates.length === 0) return
    afterId = (candidates.at(-1) as TSavedSearchRow).id
    for (const search of candidates) {
      const query = queryOf(search)
      if (matchesNow(query) && !matchedBefore(query)) yield search
    }
  }
}
