import { NEIGHBOURHOOD_CITY, NEIGHBOURHOODS, neighbourhoodIndexAt, type TSearchQuery } from '@demeure/shared'
import { foldLikePostgres } from './fold.ts'
import { createReadModel, type TEngineDocument, type TFilter } from './read-model.ts'
import { filterOf } from './search-engine.ts'

const MONTREAL = foldLikePostgres(NEIGHBOURHOOD_CITY)

/**
 * Whether searches match one listing, decided by the search engine itself: the listing alone in a
 * read model of its own, each search run on it as the engine runs it (filterOf, then the model's
 * bit sets, price narrowing and viewport). No predicate is written twice, so an alert can never
 * disagree with what the search page shows.
 */
export function filterMatcherFor(document: TEngineDocument) {
  // Its one card is never written: no kept texts (engine/slot-bytes-cache.ts).
  const model = createReadModel(32, { cachePlaces: 0 })
  model.upsert(document)
  return (filter: TFilter) => model.count(filter) === 1
}

/** filterMatcherFor, asked with search queries (each turned into the engine's filter as a search is). */
export function matcherFor(document: TEngineDocument) {
  const matchesFilter = filterMatcherFor(document)
  return (query: TSearchQuery) => matchesFilter(filterOf(query))
}

export const matches = (query: TSearchQuery, document: TEngineDocument) => matcherFor(document)(query)

/**
 * The place keys under which a listing is found (a search's `city`, folded as filterOf folds it):
 * its city, and for a home of Montréal its neighbourhood.
 */
export function placeKeysOf(document: Pick<TEngineDocument, 'addressCity' | 'latitude' | 'longitude'>) {
  const city = foldLikePostgres(document.addressCity)
  const keys = [city]
  if (city === MONTREAL) {
    const area = NEIGHBOURHOODS[neighbourhoodIndexAt(document.latitude, document.longitude)]
    if (area) keys.push(foldLikePostgres(area.name))
  }
  return keys
}

/** The place key of a search (null when it names none): the index a changed listing looks it up by. */
export const placeKeyOf = (query: TSearchQuery) => filterOf(query).city ?? null
