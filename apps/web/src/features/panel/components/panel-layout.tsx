import { ArrowLeft } from 'lucide-react'
import { Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, Outlet, useLocation } from 'react-router'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { cx } from '../../../lib/cx.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { useMediaQuery } from '../../../lib/use-media-query.ts'
import { PanelSectionBadge } from '../../live/index.ts'
import { panelBase, panelHref } from '../panel-paths.ts'
import { COHOST_PANEL_LINKS, type TPanelVariant, USER_PANEL_LINKS } from '../panel-sections.ts'

/**
 * Sidebar and content. Under 1024 px the sidebar becomes a row of tabs that scrolls sideways
 * inside itself, so the page never does.
 */
export function PanelLayout({ variant }: { variant: TPanelVariant }) {
  const { t } = useTranslation()
  const links = variant === 'user' ? USER_PANEL_LINKS : COHOST_PANEL_LINKS
  const base = panelBase(variant)
  const navRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const hasPlacedTabs = useRef(false)
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')

  // When the tabs scroll sideways, bring the current one into view (centred when possible). The
  // first time at once: a row still gliding when the page opens moves the tabs under a finger.
  useEffect(() => {
    const nav = navRef.current
    const current = nav?.querySelector<HTMLElement>(`a[href="${pathname}"]`)
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return
    nav.scrollTo({
      left: current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2,
      behavior: hasPlacedTabs.current && !prefersReducedMotion ? 'smooth' : 'instant',
    })
    hasPlacedTabs.current = true
  }, [pathname, prefersReducedMotion])

  return (
    <div className="page-container py-6 lg:py-10">
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <aside className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
          <div className="flex items-center justify-between gap-3 lg:flex-col lg:items-start">
            <p className="text-xl font-bold text-brand">
              {variant === 'user' ? t('panel.userTitle') : t('panel.cohostTitle')}
            </p>
            {variant === 'cohost' && (
              <Link
                to={ROUTES.home}
                className="inline-flex h-11 items-center gap-2 rounded-control text-sm font-semibold text-ink-muted hover:text-ink lg:order-first lg:h-auto"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('panel.backHome')}
              </Link>
            )}
          </div>
          <nav
            ref={navRef}
            aria-label={t('panel.sectionsLabel')}
            className="relative -mx-4 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 lg:mx-0 lg:px-0"
          >
            <ul className="flex gap-2 lg:flex-col lg:gap-1">
              {links.map(({ section, path, icon: Icon }) => (
                <li key={section} className="shrink-0">
                  <NavLink
                    to={panelHref(base, path)}
                    end={path === ''}
                    className={({ isActive }) =>
                      cx(
                        'flex h-11 items-center gap-3 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors lg:rounded-control',
                        isActive
                          ? 'bg-brand text-white'
                          : 'border border-line bg-surface text-ink hover:bg-brand-soft lg:border-transparent lg:bg-transparent',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {t(`panel.nav.${section}`)}
                    <PanelSectionBadge section={section} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="min-w-0">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  )
}
