import { calendarEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/properties/{id}/calendar/: the export address and the imported calendars. */
export function useCalendarSync(listingId: number) {
  const { i18n } = useTranslation()
  return useQuery({
    // The feed statuses carry errors in the reader's language, so each language has its own entry.
    queryKey: endpointKey(calendarEndpoints.sync, { id: listingId }, { language: i18n.resolvedLanguage }),
    queryFn: async ({ signal }) =>
      unwrap(await callApi(calendarEndpoints.sync, { params: { id: listingId }, auth: true, signal })),
  })
}
