import { moneyEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/host/dashboard/: listings, reserved dates, requests, occupancy, check-ins and earnings. */
export function useHostDashboard() {
  return useQuery({
    queryKey: endpointKey(moneyEndpoints.hostDashboard),
    queryFn: async ({ signal }) =>
      unwrap(await callApi(moneyEndpoints.hostDashboard, { auth: true, signal })),
  })
}
