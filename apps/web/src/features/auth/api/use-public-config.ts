import type { TPublicConfig } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** GET /api/config/: what the server enables for the browser (Google sign-in). */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: async ({ signal }) => unwrap(await api.get<TPublicConfig>('/api/config/', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
