import type { TBookingDocument } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { DocumentPager } from './document-pager.tsx'
import { useDocumentPages } from './use-document-pages.ts'

type TDocumentViewerProps = {
  bookingId: number
  document: TBookingDocument | null
  onClose: () => void
}

/**
 * The renter's document, shown to the host in the page only: a watermarked image with their name
 * and the time, no download, no link to the file; a PDF a page at a time. The renter sees that it
 * was opened (once per opening, however many pages are turned).
 */
export function DocumentViewer({ bookingId, document, onClose }: TDocumentViewerProps) {
  const { t } = useTranslation()
  const pages = useDocumentPages(bookingId, document?.id ?? null)
  const shown = pages.view.data
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => !open && onClose()}
      title={document ? t(`hostBookings.agreement.kinds.${document.kind}`) : ''}
      description={t('hostBookings.agreement.viewOnlyNote')}
      layout="wide"
    >
      {pages.view.isPending && (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      )}
      {pages.view.isError && <FormAlert message={t('hostBookings.agreement.viewFailed')} />}
      {shown && (
        <div className="flex flex-col gap-3">
          {shown.notice && (
            <p role="status" className="rounded-control bg-canvas px-3 py-2 text-sm text-ink">
              {t(`hostBookings.agreement.notice.${shown.notice}`)}
            </p>
          )}
          <img
            src={shown.url}
            alt={
              shown.pagesShown > 1
                ? t('hostBookings.agreement.viewPageAlt', {
                    name: document?.name ?? '',
                    page: shown.page,
                    total: shown.pageCount,
                  })
                : t('hostBookings.agreement.viewAlt', { name: document?.name ?? '' })
            }
            className="mx-auto max-h-[70vh] w-full select-none rounded-control border border-line object-contain"
            aria-busy={pages.view.isPlaceholderData || undefined}
            draggable={false}
            onContextMenu={(event) => event.preventDefault()}
          />
          {shown.pagesShown > 1 && (
            <DocumentPager
              page={pages.page}
              pageCount={shown.pageCount}
              pagesShown={shown.pagesShown}
              isLoading={pages.view.isPlaceholderData}
              onTurn={pages.turnTo}
            />
          )}
        </div>
      )}
    </Dialog>
  )
}
