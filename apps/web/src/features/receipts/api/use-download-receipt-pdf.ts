import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { authorizedFetch } from '../../../lib/authorized-fetch.ts'

/**
 * GET /api/receipts/{id}/pdf/, saved as a file. The PDF needs the Bearer token, which a plain link
 * cannot send, so it is fetched (refreshing the token once on a 401) and handed to the browser.
 */
export function useDownloadReceiptPdf() {
  const { i18n } = useTranslation()
  return useMutation({
    mutationFn: async ({ id, number }: { id: string; number: string }) => {
      const response = await authorizedFetch(`/api/receipts/${id}/pdf/`, i18n.resolvedLanguage ?? 'en')
      if (!response.ok) throw new Error(`receipt PDF: HTTP ${response.status}`)
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = `${number}.pdf`
      link.click()
      // Long enough for the browser to have read the file, whatever the machine.
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    },
  })
}
