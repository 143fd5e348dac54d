import { Download, Printer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useDownloadReceiptPdf } from '../api/use-download-receipt-pdf.ts'
import { useReceipt } from '../api/use-receipt.ts'
import { ReceiptView } from './receipt-view.tsx'

/** A receipt with its loading and error states, and the buttons that print it or download its PDF. */
export function ReceiptPanel({ id }: { id: string }) {
  const { t } = useTranslation()
  const receipt = useReceipt(id)
  const download = useDownloadReceiptPdf()
  return (
    <>
      {receipt.isPending && (
        <div aria-hidden="true" className="card flex animate-pulse flex-col gap-4 p-6">
          {[1, 2, 3, 4, 5].map((row) => (
            <div key={row} className="h-6 rounded bg-line" />
          ))}
        </div>
      )}
      {receipt.isError && (
        <LoadError
          message={t('receipts.loadFailed')}
          onRetry={() => void receipt.refetch()}
          error={receipt.error}
        />
      )}
      {receipt.data && (
        <>
          <div className="flex flex-wrap gap-3 print:hidden">
            <Button
              variant="primary"
              isBusy={download.isPending}
              onClick={() => download.mutate({ id, number: receipt.data.number })}
            >
              {!download.isPending && <Download aria-hidden="true" className="size-4" />}
              {t('receipts.downloadPdf')}
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t('receipts.print')}
            </Button>
          </div>
          {download.isError && <FormAlert message={t('receipts.downloadFailed')} />}
          <ReceiptView receipt={receipt.data} />
        </>
      )}
    </>
  )
}
