import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { filesRoutes } from './routes.ts'

/** Private files behind signed links. Other modules record their rows through stored-files.ts. */
export function createFilesModule(deps: TDeps) {
  return { routes: moduleRoutes(filesRoutes, { deps }) }
}

// What other modules' repositories may read of the stored files, in their own SQL (decision 029).
export { publishedFiles } from './published-repository.ts'
