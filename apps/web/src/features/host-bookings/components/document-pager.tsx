import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'

type TDocumentPagerProps = {
  page: number
  pageCount: number
  /** The pages that can be shown (the first ones of a long document). */
  pagesShown: number
  isLoading: boolean
  onTurn: (page: number) => void
}

/** Previous / next under a PDF's page, "Page 2 of 14", and a word when only the first pages are shown. */
export function DocumentPager({ page, pageCount, pagesShown, isLoading, onTurn }: TDocumentPagerProps) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('hostBookings.agreement.pages')} className="flex flex-col items-center gap-1">
      <div className="flex items-center gap-3">
        <Button
          variant="secondary"
          disabled={page <= 1 || isLoading}
          onClick={() => onTurn(page - 1)}
          aria-label={t('hostBookings.agreement.previousPage')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <p aria-live="polite" className="min-w-32 text-center text-sm text-ink">
          {t('hostBookings.agreement.pageOf', { page, total: pageCount })}
        </p>
        <Button
          variant="secondary"
          disabled={page >= pagesShown || isLoading}
          onClick={() => onTurn(page + 1)}
          aria-label={t('hostBookings.agreement.nextPage')}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {pageCount > pagesShown && (
        <p className="text-center text-sm text-ink-muted">
          {t('hostBookings.agreement.firstPagesOnly', { shown: pagesShown })}
        </p>
      )}
    </nav>
  )
}
