import { moneyEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { endpointUrl } from '../../../lib/call-api.ts'
import { downloadPdf } from '../../../lib/download-pdf.ts'

/** GET /api/receipts/{id}/pdf/, saved as a file. */
export function useDownloadReceiptPdf() {
  const { i18n } = useTranslation()
  return useMutation({
    mutationFn: ({ id, number }: { id: string; number: string }) =>
      downloadPdf(
        endpointUrl(moneyEndpoints.receiptPdf, { id }),
        `${number}.pdf`,
        i18n.resolvedLanguage ?? 'en',
      ),
  })
}
