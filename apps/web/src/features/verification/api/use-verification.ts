import { verificationEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { VERIFICATION_QUERY_KEY } from '../../../lib/verification-query-key.ts'

/** GET /api/verification/: the status (not_submitted when there is none) and what was sent. */
export function useVerification() {
  return useQuery({
    queryKey: VERIFICATION_QUERY_KEY,
    queryFn: async ({ signal }) => unwrap(await callApi(verificationEndpoints.mine, { auth: true, signal })),
  })
}
