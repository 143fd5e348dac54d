import { moneyEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { saveEndpointFile } from '../../../lib/endpoint-file.ts'

/** GET /api/receipts/{id}/pdf/, saved as a file. */
export function useDownloadReceiptPdf() {
  const { i18n } = useTranslation()
  return useMutation({
    mutationFn: ({ id, number }: { id: string; number: string }) =>
      saveEndpointFile(moneyEndpoints.receiptPdf, {
        params: { id },
        language: i18n.resolvedLanguage ?? 'en',
        fallbackName: `${number}.pdf`,
      }),
  })
}
