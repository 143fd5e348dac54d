import type { TBlogCard, TLanguage, TListingCard, TListingDetail } from '@demeure/shared'
import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TBlogsService } from '../blogs/index.ts'
import { pagesRoutes } from './routes.ts'

/** Server-rendered heads, sitemaps and robots.txt for the web app's pages; registered after the API. */
export function createPagesModule(
  deps: TDeps,
  needs: {
    listingDetail: (id: number, language: TLanguage) => Promise<TListingDetail>
    blogPost: TBlogsService['get']
    /** A search as GET /api/properties/ answers it, for these query parameters. */
    listingSearch: (params: URLSearchParams) => Promise<{ results: TListingCard[]; count: number }>
    /** The newest posts in a language, as GET /api/blogs answers its first page. */
    blogPosts: (language: TLanguage, pageSize: number) => Promise<{ results: TBlogCard[] }>
  },
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

// What other modules use of this one (decision 029: they import only this file).
export { pageLanguage } from './page-language.ts'
