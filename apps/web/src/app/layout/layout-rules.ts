import { ROUTES } from '../../lib/routes.ts'

const WITHOUT_CHROME: readonly string[] = [ROUTES.login, ROUTES.signup, ROUTES.aiChat]

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname
}

/** Login, signup and the AI chat have no header or footer. */
export function hasSiteChrome(pathname: string): boolean {
  return !WITHOUT_CHROME.includes(normalize(pathname))
}

/** Listing pages (/House/… or /house/…): relative header, no top padding, no mobile search. */
export function isListingPage(pathname: string): boolean {
  return /^\/house(\/|$)/.test(normalize(pathname))
}

/** The map page fills the screen under the header: no footer to scroll down to. */
export function isFullScreenPage(pathname: string): boolean {
  return normalize(pathname) === ROUTES.map
}
