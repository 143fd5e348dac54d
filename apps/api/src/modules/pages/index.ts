import type { TListingDetail } from '@demeure/shared'
import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TBlogsService } from '../blogs/service.ts'
import { pagesRoutes } from './routes.ts'

/** Server-rendered heads, sitemaps and robots.txt for the web app's pages; registered after the API. */
export function createPagesModule(
  deps: TDeps,
  needs: { listingDetail: (id: number) => Promise<TListingDetail>; blogPost: TBlogsService['get'] },
) {
  return {
    routes: moduleRoutes(pagesRoutes, {
      distDir: deps.config.webDistDir,
      origin: deps.config.publicUrl,
      db: deps.db,
      ...needs,
    }),
  }
}
