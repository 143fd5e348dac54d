import { MAX_PAGE_SIZE, type THostProperty } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

type THostPropertiesPage = { count: number; results: THostProperty[] }

/** GET /api/host-properties/: the signed-in host's listings, in one page of up to 100. */
export function useHostProperties() {
  return useQuery({
    queryKey: ['host-properties'],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<THostPropertiesPage>('/api/host-properties/', {
          auth: true,
          signal,
          query: { page_size: MAX_PAGE_SIZE },
        }),
      ).results,
  })
}
