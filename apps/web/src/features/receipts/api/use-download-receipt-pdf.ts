import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '../../../lib/api-client.ts'
import { getAccessToken } from '../../../lib/session-store.ts'

/**
 * GET /api/receipts/{id}/pdf/, saved as a file. The PDF needs the Bearer token, which a plain link
 * cannot send, so it is fetched (refreshing the token once on a 401) and handed to the browser.
 */
export function useDownloadReceiptPdf() {
  const { i18n } = useTranslation()
  return useMutation({
    mutationFn: async ({ id, number }: { id: string; number: string }) => {
      const send = () =>
        window.fetch(`/api/receipts/${id}/pdf/`, {
          headers: {
            Authorization: `Bearer ${getAccessToken() ?? ''}`,
            'Accept-Language': i18n.resolvedLanguage ?? 'en',
          },
          credentials: 'same-origin',
        })
      let response = await send()
      if (response.status === 401 && (await api.refreshAccess())) response = await send()
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
