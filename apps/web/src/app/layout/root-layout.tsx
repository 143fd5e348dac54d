import { Suspense, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { AuthDialogs, useSession } from '../../features/auth/index.ts'
import { LiveEvents } from '../../features/live/index.ts'
import { cx } from '../../lib/cx.ts'
import { FIRST_SCREEN_MAX_MS, hasServerFirstScreen, removeFirstScreen } from '../../lib/first-screen.ts'
import { SiteHeader } from './header/site-header.tsx'
import { hasSiteChrome, isFullScreenPage, isListingPage } from './layout-rules.ts'
import { SiteFooter } from './site-footer.tsx'

/** Header, main content and footer, plus the header's dialogs. */
export function RootLayout() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  // Mounted on every page, so a stored session loads its profile on start.
  useSession()
  // The first paint (index.html) goes in the frame this layout first shows, unless it holds the
  // server's first screen of this page, which the page itself replaces (lib/first-screen.ts).
  useLayoutEffect(() => {
    if (!hasServerFirstScreen()) return removeFirstScreen()
    const timer = setTimeout(removeFirstScreen, FIRST_SCREEN_MAX_MS)
    return () => clearTimeout(timer)
  }, [])
  // Another page than the one the server rendered (back and forward) never stays covered.
  const firstPathname = useRef(pathname)
  useLayoutEffect(() => {
    if (pathname !== firstPathname.current) removeFirstScreen()
  }, [pathname])
  const hasChrome = hasSiteChrome(pathname)
  const isListing = isListingPage(pathname)

  return (
    <div className="relative flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      {hasChrome && <SiteHeader isListingPage={isListing} />}
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives
          late (code, then data) does not push a visible footer down (layout shift). */}
      <main
        id="main"
        tabIndex={-1}
        className={cx(
          'flex-1 outline-none',
          hasChrome && 'min-h-dvh',
          hasChrome && !isListing && 'pt-(--header-height)',
        )}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {hasChrome && !isFullScreenPage(pathname) && <SiteFooter />}
      <AuthDialogs />
      <LiveEvents />
      <ScrollRestoration />
    </div>
  )
}
