import type { TBookingDocument } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useDocumentView } from '../api/use-document-view.ts'

type TDocumentViewerProps = {
  bookingId: number
  document: TBookingDocument | null
  onClose: () => void
}

/**
 * The renter's document, shown to the host in the page only: a watermarked image with their name
 * and the time, no download, no link to the file. The renter sees that it was opened.
 */
export function DocumentViewer({ bookingId, document, onClose }: TDocumentViewerProps) {
  const { t } = useTranslation()
  const view = useDocumentView(bookingId, document?.id ?? null)
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => !open && onClose()}
      title={document ? t(`hostBookings.agreement.kinds.${document.kind}`) : ''}
      description={t('hostBookings.agreement.viewOnlyNote')}
      layout="wide"
    >
      {view.isPending && (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      )}
      {view.isError && <FormAlert message={t('hostBookings.agreement.viewFailed')} />}
      {view.data && (
        <img
          src={view.data}
          alt={t('hostBookings.agreement.viewAlt', { name: document?.name ?? '' })}
          className="mx-auto max-h-[70vh] w-full select-none rounded-control border border-line object-contain"
          draggable={false}
          onContextMenu={(event) => event.preventDefault()}
        />
      )}
    </Dialog>
  )
}
