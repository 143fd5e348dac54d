import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { HOUR, MINUTE } from '../jobs/index.ts'
import type { TListingsService } from '../listings/index.ts'
import type { TSearchService } from '../search/index.ts'
import { createBookingDocuments } from './documents.ts'
import { bookingsRoutes, type TStayCheckout } from './routes.ts'
import { createBookingScheduler } from './scheduler.ts'
import { createBookingsService, type TBookingDeps } from './service.ts'

/**
 * Stays: requests, decisions, cancellations and their periodic work. Its routes start payments
 * too, so they are bound once the payments module (which needs this service) exists.
 */
export function createBookingsModule(
  deps: TDeps,
  listings: TListingsService,
  search: TSearchService,
  messaging: TBookingDeps['messaging'],
  reviewedStays: TBookingDeps['reviewedStays'],
) {
  const service = createBookingsService({ deps, listings, search, messaging, reviewedStays })
  const documents = createBookingDocuments(deps, service.visibleTo)
  const periodicWork = createBookingScheduler(deps, listings.searchIndex, service.notices)
  deps.jobs.periodic('bookings.tick', MINUTE, () => periodicWork.tick())
  // Rental documents past their retention (30 days after a request without a stay, 12 months after
  // a stay): each booking is claimed with skip locked, so overlapping runs delete it once.
  deps.jobs.periodic('documents.retention', HOUR, () => documents.deletePastRetention())
  return {
    service,
    documents,
    routesWith: (payments: TStayCheckout) => moduleRoutes(bookingsRoutes, { service, documents, payments }),
  }
}

// The host dashboard's stay and money figures, for the listings module's port (decision 029).
export { hostBookingFigures } from './host-figures.ts'
// What other modules use of this one (decision 029: they import only this file).
export type { TListingTitle } from './notices.ts'
export { hasPaidStay } from './paid-stay.ts'
// What the privacy module exports and erases of a person's stays (decision 029).
export {
  cancelOpenRequestsOf,
  clearAgreementsOf,
  hasBlockingStay,
  ledgerOfPerson,
  staysOfPerson,
  viewsOfPapers,
} from './privacy-repository.ts'
// What other modules' repositories may read and write of the stays and the ledger, in their own SQL
// (decision 029).
export {
  heldDatesOf,
  heldStaysMeeting,
  heldStaysOn,
  ledgerRows,
  publishedStays,
} from './published-repository.ts'
export type { TStayCheckout } from './routes.ts'
export type { TBookingScheduler } from './scheduler.ts'
export type { TBookingsService, TStayConversations } from './service.ts'
export {
  addLedgerEntries,
  claimPayoutTransfer,
  saveStayCard,
  setStayAutopay,
  settlePayoutTransfer,
} from './stay-payments-repository.ts'
export type { TBookingRow } from './tables.ts'
