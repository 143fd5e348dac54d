import type { TVerification } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { VERIFICATION_QUERY_KEY } from '../../../lib/verification-query-key.ts'

/** GET /api/verification/: the status (not_submitted when there is none) and what was sent. */
export function useVerification() {
  return useQuery({
    queryKey: VERIFICATION_QUERY_KEY,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<TVerification>('/api/verification/', { auth: true, signal })),
  })
}
