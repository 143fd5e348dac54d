import { z } from 'zod'
import { BOOKING_STATUSES } from '../bookings.ts'
import { MAX_ID_UPLOADS } from '../constants/business.ts'
import { CONTACT_KINDS } from '../contact-masking/kinds.ts'
import { ZListingCard } from './search.ts'
import { zId, zLine, zParagraphs } from './text.ts'

const zText = (max: number) => zLine().min(1).max(max)

/** The text fields of a booking request with its rental agreement; files travel beside them. */
export const ZBookingFields = z.strictObject({
  property: zId('validation.required'),
  check_in: z.iso.date('listing.invalidDate'),
  check_out: z.iso.date('listing.invalidDate'),
  guests: z.coerce.number().int().min(1).max(50),
  message: zParagraphs().max(2000).default(''),
  full_name: zText(160),
  consent: z.preprocess(
    (value) => value === true || value === 'true' || value === 'on',
    z.literal(true, 'booking.consent'),
  ),
  urgent_contact: zText(60),
  reference_1: zText(300),
  reference_2: zText(300),
})
export type TBookingFields = z.input<typeof ZBookingFields>
export const BOOKING_DOCUMENT_RULES = {
  id_cards: { maxCount: MAX_ID_UPLOADS, isRequired: true },
  income_proof: { maxCount: 1, isRequired: true },
  rental_history: { maxCount: 1, isRequired: true },
} as const

/**
 * One private file of the rental agreement. The renter (and staff) open it through GET /api/files/{id}/;
 * the host only sees it watermarked through GET /api/bookings/{id}/documents/{file}/view/.
 */
export const ZBookingDocument = z.object({
  id: z.string(),
  kind: z.enum(Object.keys(BOOKING_DOCUMENT_RULES) as [keyof typeof BOOKING_DOCUMENT_RULES]),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
})
export type TBookingDocument = z.infer<typeof ZBookingDocument>

/** The rental agreement as the host reads it before answering. */
export const ZBookingAgreement = z.object({
  full_name: z.string(),
  urgent_contact: z.string(),
  reference_1: z.string(),
  reference_2: z.string(),
  documents: z.array(ZBookingDocument),
  /** When the retention job deleted the documents (docs/product-rules.md, "Privacy"); null while kept. */
  documents_deleted_at: z.string().nullable(),
})

/** A PDF document is shown to the host a page at a time, its first pages only (decision 024). */
export const DOCUMENT_PAGES_SHOWN = 10

/**
 * How long a viewing lasts: the pages a host turns within it, sent with the viewing's id, are one
 * view in the renter's log, not one per page.
 */
export const DOCUMENT_VIEWING_MINUTES = 30

/** GET /api/bookings/{id}/documents/{file}/view/: which page, and the viewing it belongs to. */
export const ZDocumentViewQuery = z.object({
  /** Refused (403) whatever its value: the host never gets the file. */
  download: z.string().max(20).optional(),
  page: z.coerce.number().int().min(1).max(DOCUMENT_PAGES_SHOWN).default(1),
  /** The `X-Document-View` of the viewing's first page; without it (or past it) a new view is logged. */
  viewing: zId().optional(),
})

/** The answer's headers that say which page this is, of how many, and the viewing it belongs to. */
export const DOCUMENT_VIEW_HEADERS = {
  page: 'x-page',
  pageCount: 'x-page-count',
  pagesShown: 'x-pages-shown',
  viewing: 'x-document-view',
  /** Set when the document could not be drawn and a card says why: its reason. */
  notice: 'x-document-notice',
} as const

/** Why a PDF document is shown as a card instead of its pages. */
export const DOCUMENT_NOTICES = ['encrypted', 'unreadable', 'tooSlow', 'tooLarge'] as const
export type TDocumentNotice = (typeof DOCUMENT_NOTICES)[number]

/** One time a host looked at one of the renter's documents (the renter's log). */
export const ZDocumentView = z.object({
  id: z.number().int(),
  viewer_name: z.string(),
  document_kind: ZBookingDocument.shape.kind,
  document_name: z.string(),
  viewed_at: z.string(),
})
export type TDocumentView = z.infer<typeof ZDocumentView>

export const ZBooking = z.object({
  booking_id: z.number().int(),
  property: ZListingCard.nullable(),
  guest: z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), username: z.string() }),
  host: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  check_in: z.string(),
  check_out: z.string(),
  guests: z.number().int(),
  /** As this reader may read it: the host sees contact details hidden until a stay is paid. */
  message: z.string(),
  /** Beyond the spec: the kinds of contact hidden from this reader in `message`. */
  message_hidden: z.array(z.enum(CONTACT_KINDS)),
  status: z.enum(BOOKING_STATUSES),
  months: z.number().int(),
  extra_days: z.number().int(),
  monthly_rent: z.string(),
  service_fee: z.string(),
  due_now: z.string(),
  total_price: z.string(),
  price_per_night: z.string(),
  booked_on: z.string(),
  schedule: z.array(z.object({ due_date: z.string(), amount: z.string() })),
  refund: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  /** When an unanswered request (72 h) or an unpaid approval (48 h) lapses; null otherwise. */
  expires_at: z.string().nullable(),
  agreement: ZBookingAgreement,
  /** The guest has reviewed this stay (one review per booking). */
  has_review: z.boolean(),
})
export type TBooking = z.infer<typeof ZBooking>

export const ZBookingListQuery = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
})

/** GET /api/bookings/: `role=guest` keeps the caller's own stays, `host` those on their listings; both by default. */
export const ZMyBookingListQuery = ZBookingListQuery.extend({ role: z.enum(['guest', 'host']).optional() })

/** The co-host's list (GET /api/host/bookings/) can also be narrowed to one of their listings. */
export const ZHostBookingListQuery = ZBookingListQuery.extend({
  property: zId().optional(),
})

export const ZCheckout = z.object({ checkout_url: z.string() })
export const ZCancelAnswer = z.object({
  booking: ZBooking,
  refund: z.string(),
  kept: z.string(),
  rule: z.enum(['full', 'first_month_kept', 'nothing_paid']),
})

export const ZLedgerEntry = z.object({
  id: z.string(),
  booking_id: z.number().int(),
  kind: z.enum(['payment', 'refund', 'payout']),
  amount: z.string(),
  status: z.string(),
  available_at: z.string().nullable(),
  created_at: z.string(),
  /** A payout transferred to the host's payout account: when. */
  paid_out_at: z.string().nullable().default(null),
})

export const ZReviewWrite = z.strictObject({
  booking: zId('validation.required'),
  rating: z.coerce
    .number('review.rating')
    .int('review.rating')
    .min(1, 'review.rating')
    .max(5, 'review.rating'),
  comment: zParagraphs().min(1).max(2000),
})
export const ZReviewReply = z.strictObject({ reply: zParagraphs().min(1).max(2000) })
export const ZReview = z.object({
  id: z.number().int(),
  booking: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  author: z.object({ first_name: z.string(), profile_picture_url: z.string().nullable() }),
  reply: z.string().nullable(),
  created_at: z.string(),
})
export type TReview = z.infer<typeof ZReview>
