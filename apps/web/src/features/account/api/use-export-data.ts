import { accountEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { saveEndpointFile } from '../../../lib/endpoint-file.ts'

/** GET /api/users/me/export/: everything Demeure keeps about the user, saved as a JSON file. */
export function useExportData() {
  const { i18n } = useTranslation()
  return useMutation({
    mutationFn: () =>
      saveEndpointFile(accountEndpoints.exportData, {
        language: i18n.resolvedLanguage ?? 'en',
        fallbackName: 'demeure-data.json',
      }),
  })
}
