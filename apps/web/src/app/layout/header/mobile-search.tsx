import { Search, SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/ui/dialog.tsx'
import {
  countActiveFilters,
  MobileSearchOverlay,
  useFilterSummary,
  useSearchFilters,
} from '../../../features/search/index.ts'

/**
 * The compact search pill of the mobile header and its full-screen overlay. The pill
 * shows the current search; the dialog locks page scroll while open.
 */
export function MobileSearch() {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  const { filters } = useSearchFilters()
  const summary = useFilterSummary(filters)
  const otherFilters = countActiveFilters(filters) - (filters.location ? 1 : 0)
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('searchBar.openSearch')}
        className="flex h-11 min-w-0 flex-1 items-center gap-1.5 rounded-full border border-line-strong bg-surface pr-2 pl-2.5 text-left shadow-card"
      >
        <Search aria-hidden="true" className="size-4 shrink-0 text-brand" />
        <span className="flex min-w-0 flex-1 flex-col leading-tight">
          <span className="truncate text-sm font-semibold text-ink">
            {filters.location ? summary.location : t('searchBar.pill')}
          </span>
          <span className="hidden truncate text-xs text-ink-muted sm:block">{t('searchBar.pillHint')}</span>
        </span>
        {otherFilters > 0 && (
          <span className="flex h-7 shrink-0 items-center gap-1 rounded-full bg-brand-soft px-2 text-xs font-semibold text-brand-strong">
            <SlidersHorizontal aria-hidden="true" className="size-3.5" />
            {otherFilters}
          </span>
        )}
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen} title={t('searchBar.overlayTitle')} layout="fullscreen">
        <MobileSearchOverlay onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  )
}
