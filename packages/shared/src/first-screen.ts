import type { TLanguage } from './constants/index.ts'
import type { TBlogCard, TListingCard, TListingDetail } from './schemas/index.ts'

/**
 * A page's first screen as the server renders it into the HTML, before the app's code arrives
 * (apps/web/src/first-screen renders it; apps/api/src/modules/pages serves it), from the same
 * data the API answers the page's first call with.
 */
export type TFirstScreen =
  | { page: 'home'; listings: TListingCard[]; count: number }
  | { page: 'listing'; listing: TListingDetail }
  | { page: 'blogs'; posts: TBlogCard[] }
  | { page: 'map' }

/** The web build's server renderer (apps/web/dist/server/first-screen.js): HTML of one first screen. */
export type TRenderFirstScreen = (screen: TFirstScreen, language: TLanguage, path: string) => string
