import type { QueryClient } from '@tanstack/react-query'
import { HOSTING_QUERY_KEYS } from '../../../lib/hosting-query-keys.ts'

/** After any change: the host's listings and the dashboard figures are fetched again. */
export function invalidateHosting(queryClient: QueryClient) {
  return Promise.all(
    Object.values(HOSTING_QUERY_KEYS).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
}
