import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TListingsService } from '../listings/service.ts'
import type { TPaymentsService } from '../payments/service.ts'
import type { TSearchService } from '../search/service.ts'
import { createBookingDocuments } from './documents.ts'
import { bookingsRoutes } from './routes.ts'
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
) {
  const service = createBookingsService({ deps, listings, search, messaging })
  const documents = createBookingDocuments(deps, service.visibleTo)
  return {
    service,
    documents,
    periodicWork: createBookingScheduler(deps, listings.searchIndex, service.notices),
    routesWith: (payments: TPaymentsService) =>
      moduleRoutes(bookingsRoutes, { service, documents, payments }),
  }
}

// The host dashboard's stay and money figures, for the listings module's port (decision 029).
export { hostBookingFigures } from './host-figures.ts'
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
export { heldStaysOn, ledgerRows, publishedStays } from './published-repository.ts'
export {
  addLedgerEntries,
  claimPayoutTransfer,
  saveStayCard,
  setStayAutopay,
  settlePayoutTransfer,
} from './stay-payments-repository.ts'
