import type { TReceipt } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../../../lib/api-client.ts'
import { toLanguage } from '../../../lib/language.ts'

/** GET /api/receipts/{id}/: one payment's, refund's or payout's receipt, in the reader's language. */
export function useReceipt(id: string) {
  const { i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  return useQuery({
    // The home's title is the reader's: another language is another answer.
    queryKey: ['receipt', id, language],
    queryFn: async ({ signal }) =>
      unwrap(await api.get<TReceipt>(`/api/receipts/${id}/`, { auth: true, signal })),
  })
}
