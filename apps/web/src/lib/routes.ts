/** Paths of the spec's route table, spelled as the spec spells them (e.g. "rentals-managment"). */
export const ROUTES = {
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

export type TPanelBase = typeof ROUTES.userPanel | typeof ROUTES.cohostPanel
