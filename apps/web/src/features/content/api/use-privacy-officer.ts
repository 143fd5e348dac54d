import { contentEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** GET /api/privacy/officer/: the contact e-mail of the person in charge of personal information. */
export function usePrivacyOfficer() {
  return useQuery({
    queryKey: ['privacy-officer'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => unwrap(await callApi(contentEndpoints.privacyOfficer, { signal })),
  })
}
