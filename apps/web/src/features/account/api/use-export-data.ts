import { accountEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { authorizedFetch } from '../../../lib/authorized-fetch.ts'
import { endpointUrl } from '../../../lib/call-api.ts'

/** GET /api/users/me/export/: everything Demeure keeps about the user, saved as a JSON file. */
export function useExportData() {
  const { i18n } = useTranslation()
  return useMutation({
    mutationFn: async () => {
      const response = await authorizedFetch(
        endpointUrl(accountEndpoints.exportData),
        i18n.resolvedLanguage ?? 'en',
      )
      if (!response.ok) throw new Error(`export: HTTP ${response.status}`)
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = name ?? 'demeure-data.json'
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    },
  })
}
