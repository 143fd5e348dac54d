import { moneyEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'
import { toLanguage } from '../../../lib/language.ts'

/** GET /api/receipts/{id}/: one payment's, refund's or payout's receipt, in the reader's language. */
export function useReceipt(id: string) {
  const { i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  return useQuery({
    // The home's title is the reader's: another language is another answer.
    queryKey: endpointKey(moneyEndpoints.receipt, { id }, { language }),
    queryFn: async ({ signal }) =>
      unwrap(await callApi(moneyEndpoints.receipt, { params: { id }, auth: true, signal })),
  })
}
