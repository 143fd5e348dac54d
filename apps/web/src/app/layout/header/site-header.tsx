import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Logo } from '../../../components/ui/logo.tsx'
import { useAuthDialogs, useSession } from '../../../features/auth/index.ts'
import { NotificationBell } from '../../../features/notifications/index.ts'
import { cx } from '../../../lib/cx.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { usePinnedHeader } from '../use-pinned-header.ts'
import { AccountMenu } from './account-menu.tsx'
import { LanguageMenu } from './language-menu.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { MobileSearch } from './mobile-search.tsx'

/**
 * Spec §2 Header. It sits over the main content's top padding, and turns fixed once the page has
 * scrolled past half its height; on listing pages it stays relative and has no mobile search.
 */
export function SiteHeader({ isListingPage }: { isListingPage: boolean }) {
  const { t } = useTranslation()
  const headerRef = useRef<HTMLElement>(null)
  const isPinned = usePinnedHeader(headerRef, !isListingPage)
  const session = useSession()
  const dialogs = useAuthDialogs()

  return (
    <header
      ref={headerRef}
      className={cx(
        'inset-x-0 top-0 z-40 h-(--header-height) border-b',
        isListingPage && 'relative border-line bg-surface',
        !isListingPage && !isPinned && 'absolute border-transparent bg-canvas',
        !isListingPage && isPinned && 'fixed border-line bg-surface/95 shadow-card backdrop-blur',
      )}
    >
      <div className="page-container flex h-full items-center gap-3">
        <Logo />

        <div className="ml-auto hidden items-center gap-1 lg:flex">
          <Link
            to={ROUTES.rentalsManagement}
            className="flex h-11 items-center rounded-control px-3 text-sm font-semibold text-ink hover:bg-brand-soft"
          >
            {t('nav.rentalsManagement')}
          </Link>
          <LanguageMenu />
          {session.isSignedIn ? (
            <div className="ml-2 flex items-center gap-2">
              <NotificationBell />
              <AccountMenu />
            </div>
          ) : (
            <div className="ml-2 flex items-center gap-2">
              <Button variant="ghost" onClick={() => dialogs.openLogin()}>
                {t('header.login')}
              </Button>
              <Button onClick={dialogs.openSignup}>{t('header.signup')}</Button>
            </div>
          )}
        </div>

        <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-2 lg:hidden">
          {!isListingPage && <MobileSearch />}
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
