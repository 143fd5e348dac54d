import { moneyEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'

/** GET /api/host/dashboard/: listings, reserved dates, requests, occupancy, check-ins and earnings. */
export function useHostDashboard() {
  return useQuery({
    queryKey: HOSTING_QUERY_KEYS.dashboard,
    queryFn: async ({ signal }) =>
      unwrap(await callApi(moneyEndpoints.hostDashboard, { auth: true, signal })),
  })
}
