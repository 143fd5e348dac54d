import { searchQueryOfCriteria, type TSavedSearchCriteria } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import { rememberUpTo } from '../../lib/remember.ts'
import {
  checkInRangesOf,
  filterMatcherFor,
  filterOf,
  placeKeysOf,
  type TEngineDocument,
  typeBitsOf,
} from '../search/index.ts'
import { changeWindowOf } from './change-window.ts'
import { createSavedSearchesRepository, type TCandidate, type TListingFacts } from './repository.ts'

/** Candidate searches read per query while matching one change (each page re-enters the index). */
const CANDIDATE_PAGE = 5000
/** Parsed filters kept per process; past it the cache starts again (bounded memory). */
const PARSED_FILTERS_KEPT = 200_000

/**
 * The engine filter of saved criteria, worked out once per process: parsing is most of the exact
 * test's cost. Keyed by the criteria's own text, not the search's id, so an entry is true in any
 * process and against any database (an id may name other criteria after a restore, or in tests).
 */
const parsedFilterOf = rememberUpTo(PARSED_FILTERS_KEPT, (criteria: string) =>
  filterOf(searchQueryOfCriteria(JSON.parse(criteria) as TSavedSearchCriteria)),
)
const filterOfCandidate = (search: TCandidate) => parsedFilterOf(search.criteria)

/** What of a home the candidate query compares (repository `candidatesFor`). */
export const listingFactsOf = (doc: TEngineDocument): TListingFacts => ({
  placeKeys: placeKeysOf(doc),
  priceCents: doc.priceCents,
  latitude: doc.latitude,
  longitude: doc.longitude,
  typeBits: typeBitsOf(doc),
  amenityBits: doc.amenityBits,
  maxGuests: doc.maxGuests,
  moveInDays: checkInRangesOf(doc.freeDays, doc.hasCitq),
})

/**
 * The matching step of one listing change: the subscribed searches the home matches now and did
 * not match before (`before` null: it was not published), a page at a time: the prefilter index
 * gives candidates a page at a time and the engine's own predicate decides among them (one await
 * a page, not one a search: a publication can match thousands). The bench times exactly this.
 */
export async function* newlyMatchedSearches(
  db: TDb,
  after: TEngineDocument,
  before: TEngineDocument | null,
): AsyncGenerator<TCandidate[]> {
  const repo = createSavedSearchesRepository(db)
  const matchesNow = filterMatcherFor(after)
  const matchedBefore = before ? filterMatcherFor(before) : () => false
  const window = changeWindowOf(before, after)
  const facts = listingFactsOf(after)
  for (let afterId = 0; ; ) {
    const candidates = await repo.candidatesFor(facts, window, afterId, CANDIDATE_PAGE)
    if (candidates.length === 0) return
    afterId = (candidates.at(-1) as TCandidate).id
    yield candidates.filter((search) => {
      const filter = filterOfCandidate(search)
      return matchesNow(filter) && !matchedBefore(filter)
    })
  }
}
