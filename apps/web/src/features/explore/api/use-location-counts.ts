import { useQueries } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import type { TPage } from '../../../lib/page.ts'

/**
 * How many published homes each place has, from the search API's count (one result asked per
 * place). A place whose count failed simply shows none.
 */
export function useLocationCounts(locations: readonly string[]) {
  return useQueries({
    queries: locations.map((location) => ({
      queryKey: ['listings', 'count', location],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        unwrap(
          await api.get<TPage<unknown>>('/api/properties/', { query: { location, page_size: 1 }, signal }),
        ).count,
      staleTime: 5 * 60_000,
      retry: false,
    })),
    combine: (results) => new Map(locations.map((location, index) => [location, results[index]?.data])),
  })
}
