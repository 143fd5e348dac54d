import { listingEndpoints } from '@demeure/shared/zod-free'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

type TStay = { checkIn: string; checkOut: string }

/**
 * GET /api/properties/{id}/quote/: the server's price for a stay (the client only displays it).
 * Asked only for a stay that passes the client's own checks; the answer's field errors come back
 * in the reader's language, so the language is part of the key.
 */
export function useStayQuote(listingId: number, stay: TStay | null) {
  const { i18n } = useTranslation()
  const query = { check_in: stay?.checkIn, check_out: stay?.checkOut }
  return useQuery({
    queryKey: endpointKey(
      listingEndpoints.quote,
      { id: listingId },
      { ...query, language: i18n.resolvedLanguage },
    ),
    enabled: stay !== null,
    queryFn: async ({ signal }) =>
      unwrap(await callApi(listingEndpoints.quote, { params: { id: listingId }, query, signal })),
    placeholderData: keepPreviousData,
  })
}
