import type { QueryClient } from '@tanstack/react-query'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import { HOSTING_ENDPOINTS } from '../../../lib/hosting-endpoints.ts'

/** After any change: the host's listings and the dashboard figures are fetched again. */
export function invalidateHosting(queryClient: QueryClient) {
  return invalidateEndpoints(queryClient, ...HOSTING_ENDPOINTS)
}
