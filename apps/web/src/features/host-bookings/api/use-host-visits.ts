import { MAX_PAGE_SIZE, type TVisit } from '@demeure/shared'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { HOST_BOOKINGS_KEYS } from './host-bookings-keys.ts'

/** GET /api/visits/?role=host: the visitors of the host's listings, or of one of them. */
export function useHostVisits(property: number | null) {
  return usePagedList<TVisit>([...HOST_BOOKINGS_KEYS.visits, property], '/api/visits/', {
    role: 'host',
    property,
    page_size: MAX_PAGE_SIZE,
  })
}
