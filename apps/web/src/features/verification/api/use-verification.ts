import { verificationEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/verification/: the status (not_submitted when there is none) and what was sent. */
export function useVerification() {
  return useQuery({
    queryKey: endpointKey(verificationEndpoints.mine),
    queryFn: async ({ signal }) => unwrap(await callApi(verificationEndpoints.mine, { auth: true, signal })),
  })
}
