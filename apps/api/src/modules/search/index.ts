import { randomUUID } from 'node:crypto'
import type { TDb } from '../../db/client.ts'
import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TSearchIndex } from '../listings/index.ts'
import { comparablePricesFrom } from './comparable-homes.ts'
import { createDocumentRepository, type TDocumentSources } from './document-repository.ts'
import { createReadModelRepository } from './engine/read-model-repository.ts'
import { createSearchEngine } from './engine/search-engine.ts'
import { newMatchReason, type TListingChangeListener } from './listing-changes.ts'
import { searchRoutes } from './routes.ts'
import { createSearchService } from './service.ts'

/**
 * The catalogue's search read model, loaded before the process serves (docs/decisions/009), and the
 * single path every writer takes to keep it in step (`searchIndex`), and the search service that
 * answers from it.
 */
export async function startSearchModule(
  deps: TDeps,
  sources: TDocumentSources,
  log: (error: unknown) => void,
) {
  const forgetDetails: { current?: (ids: number[]) => void } = {}
  const engine = createSearchEngine(deps.database, {
    onChanged: (ids) => forgetDetails.current?.(ids),
    onError: log,
  })
  // Every process keeps its own copy of the catalogue's search read model, loaded before serving.
  await engine.start()
  const listeners: TListingChangeListener[] = []
  const documentOf = async (db: TDb, id: number) => (await createReadModelRepository(db).byIds([id]))[0]
  const searchIndex: TSearchIndex = {
    // The document is rebuilt and announced in the writer's transaction; the engines of all
    // processes re-read it once it commits. A change that can make the home newly match saved
    // searches is told to the listeners in that same transaction (the alerts' change feed).
    refresh: async (tx, id) => {
      const documents = createDocumentRepository(tx, sources)
      if (listeners.length === 0) {
        await documents.refresh(id)
        engine.noteLocalWrite(id)
        return
      }
      const { before, after } = await documents.refreshAndRead(id)
      engine.noteLocalWrite(id)
      const reason = newMatchReason(before, after)
      if (!reason) return
      const change = { changeId: randomUUID(), listingId: id, reason, before: before ?? null }
      for (const listener of listeners) await listener(tx, change)
    },
    comparablePrices: comparablePricesFrom(engine),
  }
  /** The change feed saved-search alerts run on, and the search document they are matched against. */
  const listingChanges = {
    listen: (listener: TListingChangeListener) => listeners.push(listener),
    documentOf: (id: number, db: TDb = deps.db) => documentOf(db, id),
  }
  const service = createSearchService(deps, engine, sources)
  forgetDetails.current = service.forgetDetails
  return { engine, searchIndex, listingChanges, service, routes: moduleRoutes(searchRoutes, { service }) }
}

export type { TDocumentSources } from './document-repository.ts'
// What other modules use of this one (decision 029: they import only this file).
export { checkInRangesOf, dayNumber } from './engine/free-days.ts'
// What other modules use of this one (decision 029: they import only this file).
export { filterMatcherFor, matcherFor, placeKeyOf, placeKeysOf } from './engine/listing-matcher.ts'
export type { TEngineDocument, TFilter } from './engine/read-model.ts'
export { amenityMaskOf, typeBitsOf, typeMaskOf } from './engine/read-model.ts'
export { filterOf } from './engine/search-engine.ts'
export type { TListingChange, TListingChangeListener } from './listing-changes.ts'
export { holdsNights } from './listing-changes.ts'
export type { TSearchService } from './service.ts'
