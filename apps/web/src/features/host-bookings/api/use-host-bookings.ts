import { MAX_PAGE_SIZE, type TBookingStatus } from '@demeure/shared'
import { bookingEndpoints } from '@demeure/shared/zod-free'
import { usePagedList } from '../../../lib/use-paged-list.ts'

export type THostBookingFilters = { listing: number | null; status: TBookingStatus | null }

/**
 * GET /api/host/bookings/: requests and stays on the host's listings, optionally of one listing or
 * one status. Requests live 72 hours, so they are always among the newest the first page brings.
 */
export function useHostBookings({ listing, status }: THostBookingFilters) {
  return usePagedList(bookingEndpoints.hostList, {
    query: { property: listing, status, page_size: MAX_PAGE_SIZE },
  })
}
