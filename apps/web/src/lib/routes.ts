/** Paths of the spec's route table, spelled as the spec spells them (e.g. "rentals-managment"). */
export const ROUTES = {
  home: '/',
  about: '/about',
  blogs: '/blogs',
  contact: '/contact',
  aiChat: '/ai-chat',
  rentalsManagement: '/rentals-managment',
  explore: '/Explore',
  house: '/House',
  map: '/map',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  userPanel: '/user-panel',
  cohostPanel: '/cohost-panel',
  admin: '/admin',
} as const

export type TPanelBase = typeof ROUTES.userPanel | typeof ROUTES.cohostPanel
