import { MAX_PAGE_SIZE } from '@demeure/shared'
import { bookingEndpoints } from '@demeure/shared/zod-free'
import { usePagedList } from '../../../lib/use-paged-list.ts'

/** GET /api/visits/?role=host: the visitors of the host's listings, or of one of them. */
export function useHostVisits(listing: number | null) {
  return usePagedList(bookingEndpoints.visits, {
    query: { role: 'host', property: listing, page_size: MAX_PAGE_SIZE },
  })
}
