import type { z } from 'zod'
import type { TExtensionQuoteWire, TStayExtension, TStayExtensions } from '../extensions.ts'
import type { TLease, TLeaseHostFields } from '../leases/schemas.ts'
import type { TRentSchedule } from '../rent.ts'
import type { TBooking, TDocumentView, ZCancelAnswer, ZCheckout } from '../schemas/booking.ts'
import type { TPage } from '../schemas/common.ts'
import type { TVisit, TVisitWrite } from '../schemas/visit.ts'
import { endpoint, shape } from './endpoint.ts'
import type { TFileAnswer, TLooseQuery, TMultipart, TPageQuery } from './query.ts'

type TCheckout = z.infer<typeof ZCheckout>

/** Stay requests and visits, from the renter's and the host's side. */
export const bookingEndpoints = {
  list: endpoint('GET', '/api/bookings/', shape<{ query: TLooseQuery; answer: TPage<TBooking> }>()),
  /** Multipart (the renter's documents): sent with upload progress. */
  create: endpoint('POST', '/api/bookings/', shape<{ body: TMultipart; answer: TBooking }>()),
  detail: endpoint('GET', '/api/bookings/:id/', shape<{ answer: TBooking }>()),
  cancel: endpoint('POST', '/api/bookings/:id/cancel/', shape<{ answer: z.infer<typeof ZCancelAnswer> }>()),
  pay: endpoint('POST', '/api/bookings/:id/pay/', shape<{ answer: TCheckout }>()),
  approve: endpoint('POST', '/api/bookings/:id/approve/', shape<{ answer: TBooking }>()),
  decline: endpoint('POST', '/api/bookings/:id/decline/', shape<{ answer: TBooking }>()),
  hostList: endpoint('GET', '/api/host/bookings/', shape<{ query: TLooseQuery; answer: TPage<TBooking> }>()),
  documentViews: endpoint(
    'GET',
    '/api/bookings/:id/document-views/',
    shape<{ query: TPageQuery; answer: TPage<TDocumentView> }>(),
  ),
  /** Answers an image of one page of a document, read as bytes. */
  documentView: endpoint(
    'GET',
    '/api/bookings/:id/documents/:file/view/',
    shape<{ query: TLooseQuery; answer: TFileAnswer }>(),
  ),
  visits: endpoint('GET', '/api/visits/', shape<{ query: TLooseQuery; answer: TPage<TVisit> }>()),
  requestVisit: endpoint('POST', '/api/visits/', shape<{ body: TVisitWrite; answer: TVisit }>()),
  acceptVisit: endpoint('POST', '/api/visits/:id/accept/', shape<{ answer: TVisit }>()),
  declineVisit: endpoint('POST', '/api/visits/:id/decline/', shape<{ answer: TVisit }>()),
  cancelVisit: endpoint('POST', '/api/visits/:id/cancel/', shape<{ answer: TVisit }>()),
}

/** What follows a confirmed stay: its lease, its monthly rent and its extensions. */
export const stayEndpoints = {
  lease: endpoint('GET', '/api/bookings/:id/lease/', shape<{ answer: TLease }>()),
  fillLease: endpoint('PUT', '/api/bookings/:id/lease/', shape<{ body: TLeaseHostFields; answer: TLease }>()),
  signLease: endpoint(
    'POST',
    '/api/bookings/:id/lease/sign/',
    shape<{ body: { name: string; consent: true }; answer: TLease }>(),
  ),
  leaseNotice: endpoint('POST', '/api/bookings/:id/lease/notice/', shape<{ answer: TLease }>()),
  /** Answers a PDF, read as bytes. */
  leasePdf: endpoint('GET', '/api/bookings/:id/lease/pdf/', shape<{ answer: TFileAnswer }>()),
  rent: endpoint('GET', '/api/bookings/:id/rent/', shape<{ answer: TRentSchedule }>()),
  payRent: endpoint('POST', '/api/bookings/:id/rent/:seq/pay/', shape<{ answer: TCheckout }>()),
  setAutopay: endpoint(
    'PUT',
    '/api/bookings/:id/rent/autopay/',
    shape<{ body: { autopay: boolean }; answer: TRentSchedule }>(),
  ),
  extensions: endpoint('GET', '/api/bookings/:id/extensions/', shape<{ answer: TStayExtensions }>()),
  askExtension: endpoint(
    'POST',
    '/api/bookings/:id/extensions/',
    shape<{ body: { check_out: string }; answer: TStayExtension }>(),
  ),
  extensionQuote: endpoint(
    'GET',
    '/api/bookings/:id/extensions/quote/',
    shape<{ query: { check_out: string }; answer: TExtensionQuoteWire }>(),
  ),
  acceptExtension: endpoint(
    'POST',
    '/api/bookings/:id/extensions/:extId/accept/',
    shape<{ answer: TStayExtension }>(),
  ),
  declineExtension: endpoint(
    'POST',
    '/api/bookings/:id/extensions/:extId/decline/',
    shape<{ answer: TStayExtension }>(),
  ),
  cancelExtension: endpoint(
    'POST',
    '/api/bookings/:id/extensions/:extId/cancel/',
    shape<{ answer: TStayExtension }>(),
  ),
}
