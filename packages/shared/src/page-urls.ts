/**
 * The web app's pages, as its router declares them (apps/web/src/app/router.tsx), spelled as the
 * spec spells them (e.g. "rentals-managment"). The API writes links to them in e-mails, notices,
 * redirects and page heads, so both sides take the paths from here; a web test checks that every
 * builder below leads to a route the router declares.
 */
export const PAGE_PATHS = {
  home: '/',
  about: '/about',
  blogs: '/blogs',
  contact: '/contact',
  aiChat: '/ai-chat',
  rentalsManagement: '/rentals-managment',
  explore: '/Explore',
  listing: '/House',
  map: '/map',
  /** Content pages the spec's footer and catalogue name without a route. */
  fees: '/fees',
  faq: '/faq',
  privacy: '/privacy',
  terms: '/terms',
  hostGuide: '/host-guide',
  listYourProperty: '/list-your-property',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  userPanel: '/user-panel',
  cohostPanel: '/cohost-panel',
  /** Not in the spec's table (it does not name the create-listing route). */
  newListing: '/cohost-panel/properties/new',
  admin: '/admin',
} as const

/** The sections of both panels (the renter's and the co-host's), below the panel's path. */
export const PANEL_SECTIONS = {
  profile: 'profile',
  reservations: 'reservations',
  saved: 'saved',
  savedSearches: 'saved-searches',
  transactions: 'transactions',
  receipts: 'receipts',
  notifications: 'notifications',
  messages: 'messages',
  settings: 'settings',
  verification: 'verification',
} as const

/** The sections only the co-host panel has. */
export const COHOST_SECTIONS = {
  dashboard: 'dashboard',
  listings: 'properties',
  bookings: 'bookings',
} as const

/** Which panel a link opens: the renter's (every user has one) or the co-host's. */
export type TPanelSide = 'user' | 'cohost'

const panel = (side: TPanelSide) => (side === 'user' ? PAGE_PATHS.userPanel : PAGE_PATHS.cohostPanel)
const userSection = (section: string) => `${PAGE_PATHS.userPanel}/${section}`
const cohostSection = (section: string) => `${PAGE_PATHS.cohostPanel}/${section}`

/** Links to the web app's pages, as paths from its origin (prefix the public URL for an e-mail). */
export const pageUrl = {
  listing: (listingId: number) => `${PAGE_PATHS.listing}/${listingId}`,
  blogPost: (postId: number) => `${PAGE_PATHS.blogs}/${postId}`,
  resetPassword: (token: string) => `${PAGE_PATHS.resetPassword}?token=${encodeURIComponent(token)}`,
  /** The renter's stays; `payment` says how a checkout ended. */
  reservations: (payment?: string) =>
    `${userSection(PANEL_SECTIONS.reservations)}${payment ? `?payment=${payment}` : ''}`,
  savedHomes: () => userSection(PANEL_SECTIONS.saved),
  savedSearches: () => userSection(PANEL_SECTIONS.savedSearches),
  notifications: () => userSection(PANEL_SECTIONS.notifications),
  verification: () => userSection(PANEL_SECTIONS.verification),
  conversation: (side: TPanelSide, conversationId: number) =>
    `${panel(side)}/${PANEL_SECTIONS.messages}?conversation=${conversationId}`,
  /** The co-host's dashboard; `payouts` says the payout onboarding sent them back. */
  hostDashboard: (payouts?: 'return') =>
    `${cohostSection(COHOST_SECTIONS.dashboard)}${payouts ? `?payouts=${payouts}` : ''}`,
  hostListings: () => cohostSection(COHOST_SECTIONS.listings),
  /** The co-host's bookings of one listing. */
  hostBookings: (listingId: number) => `${cohostSection(COHOST_SECTIONS.bookings)}?property=${listingId}`,
} as const
