import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { blogsRoutes } from './routes.ts'
import { createBlogsService } from './service.ts'

/** The blog. */
export function createBlogsModule(deps: TDeps) {
  const service = createBlogsService(deps)
  return { service, routes: moduleRoutes(blogsRoutes, { service }) }
}

// What other modules' repositories may read of the blog, in their own SQL (decision 029).
export { publishedPosts } from './published-repository.ts'
// What other modules use of this one (decision 029: they import only this file).
export type { TBlogsService } from './service.ts'
