import { Compass, Map as MapIcon, Search } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { ROUTES } from '../../../lib/routes.ts'

/**
 * The compact search pill of the mobile header and its full-screen overlay. The filters arrive
 * with the search feature; until then the overlay says so and offers the ways to browse.
 */
export function MobileSearch() {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        className="flex h-11 min-w-0 flex-1 items-center gap-1.5 rounded-full border border-line-strong bg-surface px-3 text-left shadow-card"
      >
        <Search aria-hidden="true" className="size-4 shrink-0 text-brand" />
        <span className="truncate text-sm font-medium text-ink">{t('searchBar.pill')}</span>
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen} title={t('searchBar.overlayTitle')} layout="fullscreen">
        <div className="mx-auto flex max-w-md flex-col gap-6 pt-4">
          <p className="text-ink-muted">{t('searchBar.overlayText')}</p>
          <div className="flex flex-col gap-3">
            <Link
              to={ROUTES.explore}
              onClick={() => setIsOpen(false)}
              className={buttonClass('primary', 'lg', true)}
            >
              <Compass aria-hidden="true" className="size-5" />
              {t('searchBar.browse')}
            </Link>
            <Link
              to={ROUTES.map}
              onClick={() => setIsOpen(false)}
              className={buttonClass('secondary', 'lg', true)}
            >
              <MapIcon aria-hidden="true" className="size-5" />
              {t('searchBar.openMap')}
            </Link>
          </div>
        </div>
      </Dialog>
    </>
  )
}
