import { PAGE_PATHS } from '@demeure/shared'
import { API_PATH_PREFIX, contentEndpoints, fillPath, listingEndpoints } from '@demeure/shared/zod-free'
import type { TPageKey } from './page-texts.ts'

/**
 * The public pages the server gives a head of their own (paths as the web app's router spells them,
 * the shared PAGE_PATHS). `indexed` ones are listed in the sitemap; sign-in pages are not.
 */
export type TMainPage = {
  path: string
  key: TPageKey
  indexed: boolean
  /**
   * The API answer the page fetches first when its URL has no filters, spelled exactly as the web
   * app asks for it (features/listings/api/use-listing-search.ts, features/blogs/api/use-blogs.ts):
   * the head asks for it with the HTML instead of after the page's code has run.
   */
  startFetch?: string
}

export const MAIN_PAGES: TMainPage[] = [
  {
    path: PAGE_PATHS.home,
    key: 'home',
    indexed: true,
    startFetch: `${fillPath(listingEndpoints.search.path)}?sort=newest&page_size=20`,
  },
  { path: PAGE_PATHS.explore, key: 'explore', indexed: true },
  { path: PAGE_PATHS.map, key: 'map', indexed: true },
  {
    path: PAGE_PATHS.blogs,
    key: 'blogs',
    indexed: true,
    startFetch: `${fillPath(contentEndpoints.blogs.path)}?page_size=12`,
  },
  { path: PAGE_PATHS.about, key: 'about', indexed: true },
  { path: PAGE_PATHS.contact, key: 'contact', indexed: true },
  { path: PAGE_PATHS.fees, key: 'fees', indexed: true },
  { path: PAGE_PATHS.faq, key: 'faq', indexed: true },
  { path: PAGE_PATHS.terms, key: 'terms', indexed: true },
  { path: PAGE_PATHS.hostGuide, key: 'hostGuide', indexed: true },
  { path: PAGE_PATHS.listYourProperty, key: 'listYourProperty', indexed: true },
  { path: PAGE_PATHS.rentalsManagement, key: 'rentalsManagement', indexed: true },
  { path: PAGE_PATHS.login, key: 'login', indexed: false },
  { path: PAGE_PATHS.signup, key: 'signup', indexed: false },
]

/** Areas behind a login or made for one visitor: never crawled. */
export const PRIVATE_PATHS = [
  API_PATH_PREFIX,
  PAGE_PATHS.userPanel,
  PAGE_PATHS.cohostPanel,
  PAGE_PATHS.admin,
  PAGE_PATHS.aiChat,
  '/checkout',
  PAGE_PATHS.forgotPassword,
  PAGE_PATHS.resetPassword,
]
