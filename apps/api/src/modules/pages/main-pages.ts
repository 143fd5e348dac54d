import type { TPageKey } from './page-texts.ts'

/**
 * The public pages the server gives a head of their own (paths as the web app's router spells them,
 * apps/web/src/lib/routes.ts). `indexed` ones are listed in the sitemap; sign-in pages are not.
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
  { path: '/', key: 'home', indexed: true, startFetch: '/api/properties/?sort=newest&page_size=20' },
  { path: '/Explore', key: 'explore', indexed: true },
  { path: '/map', key: 'map', indexed: true },
  { path: '/blogs', key: 'blogs', indexed: true, startFetch: '/api/blogs?page_size=12' },
  { path: '/about', key: 'about', indexed: true },
  { path: '/contact', key: 'contact', indexed: true },
  { path: '/fees', key: 'fees', indexed: true },
  { path: '/faq', key: 'faq', indexed: true },
  { path: '/terms', key: 'terms', indexed: true },
  { path: '/host-guide', key: 'hostGuide', indexed: true },
  { path: '/list-your-property', key: 'listYourProperty', indexed: true },
  { path: '/rentals-managment', key: 'rentalsManagement', indexed: true },
  { path: '/login', key: 'login', indexed: false },
  { path: '/signup', key: 'signup', indexed: false },
]

/** Areas behind a login or made for one visitor: never crawled. */
export const PRIVATE_PATHS = [
  '/api/',
  '/user-panel',
  '/cohost-panel',
  '/admin',
  '/ai-chat',
  '/checkout',
  '/forgot-password',
  '/reset-password',
]
