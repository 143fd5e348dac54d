import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TSearchIndex } from '../listings/search-index.ts'
import { createSearchEngine } from './engine/search-engine.ts'
import { createSearchRepository } from './repository.ts'
import { searchRoutes } from './routes.ts'
import { createSearchService } from './service.ts'

/**
 * The catalogue's search read model, loaded before the process serves (docs/decisions/009), and the
 * single path every writer takes to keep it in step (`searchIndex`), and the search service that
 * answers from it.
 */
export async function startSearchModule(deps: TDeps, log: (error: unknown) => void) {
  const forgetDetails: { current?: (ids: number[]) => void } = {}
  const engine = createSearchEngine(deps.database, {
    onChanged: (ids) => forgetDetails.current?.(ids),
    onError: log,
  })
  // Every process keeps its own copy of the catalogue's search read model, loaded before serving.
  await engine.start()
  const searchIndex: TSearchIndex = {
    // The document is rebuilt and announced in the writer's transaction; the engines of all
    // processes re-read it once it commits.
    refresh: async (tx, id) => {
      await createSearchRepository(tx).refresh(id)
      engine.noteLocalWrite(id)
    },
  }
  const service = createSearchService(deps, engine)
  forgetDetails.current = service.forgetDetails
  return { engine, searchIndex, service, routes: moduleRoutes(searchRoutes, { service }) }
}
