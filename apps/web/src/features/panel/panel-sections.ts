import {
  Bell,
  BellRing,
  CalendarCheck,
  CalendarDays,
  Heart,
  House,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Receipt,
  Settings,
  ShieldCheck,
  UserRound,
} from 'lucide-react'

export type TPanelSection =
  | 'dashboard'
  | 'profile'
  | 'reservations'
  | 'saved'
  | 'savedSearches'
  | 'transactions'
  | 'notifications'
  | 'messages'
  | 'settings'
  | 'verification'
  | 'properties'
  | 'bookings'

export type TPanelVariant = 'user' | 'cohost'

/** Relative path of each section inside a panel ('' is the panel's index). */
export type TPanelLink = { section: TPanelSection; path: string; icon: LucideIcon }

export const SECTION_ICONS: Record<TPanelSection, LucideIcon> = {
  dashboard: LayoutDashboard,
  profile: UserRound,
  reservations: CalendarDays,
  saved: Heart,
  savedSearches: BellRing,
  transactions: Receipt,
  notifications: Bell,
  messages: MessageSquare,
  settings: Settings,
  verification: ShieldCheck,
  properties: House,
  bookings: CalendarCheck,
}

function link(section: TPanelSection, path: string = section): TPanelLink {
  return { section, path, icon: SECTION_ICONS[section] }
}

/** The user panel's sidebar: the dashboard is its index. */
export const USER_PANEL_LINKS: readonly TPanelLink[] = [
  link('dashboard', ''),
  link('profile'),
  link('reservations'),
  link('saved'),
  link('savedSearches', 'saved-searches'),
  link('transactions'),
  link('messages'),
  link('notifications'),
  link('settings'),
  link('verification'),
]

/**
 * The co-host sidebar: three entries (it opens on my listings),
 * then the booking requests and stays on those listings.
 */
export const COHOST_PANEL_LINKS: readonly TPanelLink[] = [
  link('dashboard'),
  link('profile'),
  link('properties'),
  link('bookings'),
  link('messages'),
]
