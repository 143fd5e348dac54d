import { contentEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/privacy/officer/: the contact e-mail of the person in charge of personal information. */
export function usePrivacyOfficer() {
  return useQuery({
    queryKey: endpointKey(contentEndpoints.privacyOfficer),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => unwrap(await callApi(contentEndpoints.privacyOfficer, { signal })),
  })
}
