import { PAGE_PATHS, pageUrl } from '@demeure/shared'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { appRoutes } from './router.tsx'

/** The route a path opens, or undefined when only the catch-all (back to home) takes it. */
function declaredRoute(path: string) {
  const matches = matchRoutes(appRoutes, new URL(path, 'https://demeure.test').pathname) ?? []
  const deepest = matches.at(-1)?.route
  return deepest?.path === '*' ? undefined : deepest
}

describe('the shared page table (links the API writes)', () => {
  it('names only paths the router declares', () => {
    for (const [name, path] of Object.entries(PAGE_PATHS)) expect(declaredRoute(path), name).toBeDefined()
  })

  it('builds every link to a route the router declares', () => {
    const links: Record<keyof typeof pageUrl, string> = {
      listing: pageUrl.listing(12),
      blogPost: pageUrl.blogPost(3),
      resetPassword: pageUrl.resetPassword('a b'),
      reservations: pageUrl.reservations('success'),
      savedHomes: pageUrl.savedHomes(),
      savedSearches: pageUrl.savedSearches(),
      notifications: pageUrl.notifications(),
      verification: pageUrl.verification(),
      conversation: pageUrl.conversation('cohost', 4),
      hostDashboard: pageUrl.hostDashboard('return'),
      hostListings: pageUrl.hostListings(),
      hostBookings: pageUrl.hostBookings(12),
    }
    for (const [name, link] of Object.entries(links))
      expect(declaredRoute(link), `${name}: ${link}`).toBeDefined()
    expect(declaredRoute(pageUrl.conversation('user', 4))).toBeDefined()
    // The check can fail: a path the router does not declare falls to the catch-all.
    expect(declaredRoute('/cohost-panel/listings')).toBeUndefined()
  })
})
