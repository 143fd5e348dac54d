import type { THostDashboard } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'

/** GET /api/host/dashboard/: listings, reserved dates, requests, occupancy, check-ins and earnings. */
export function useHostDashboard() {
  return useQuery({
    queryKey: HOSTING_QUERY_KEYS.dashboard,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<THostDashboard>('/api/host/dashboard/', { auth: true, signal })),
  })
}
