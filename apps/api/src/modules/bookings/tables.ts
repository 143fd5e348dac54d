import type { TBookingStatus } from '@demeure/shared'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { storedFiles } from '../files/tables.ts'
import { properties } from '../listings/tables.ts'
import { users } from '../users/tables.ts'

const dateRange = customType<{ data: string }>({ dataType: () => 'daterange' })

/**
 * A stay request and its life. The price is locked when the request is made. `holds_dates` is true
 * while the stay owns its dates (payment under way, confirmed, active): an exclusion constraint on
 * it makes a double booking impossible, whatever the number of API processes.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    stay: dateRange('stay').notNull().generatedAlwaysAs(sql`daterange(check_in, check_out, '[)')`),
    guests: integer('guests').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<TBookingStatus>().notNull().default('requested'),
    holdsDates: boolean('holds_dates').notNull().default(false),
    monthlyRentCents: integer('monthly_rent_cents').notNull(),
    months: integer('months').notNull(),
    extraDays: integer('extra_days').notNull(),
    rentTotalCents: integer('rent_total_cents').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    dueNowCents: integer('due_now_cents').notNull(),
    schedule: jsonb('schedule').$type<{ dueDate: string; amountCents: number }[]>().notNull(),
    agreementFullName: text('agreement_full_name').notNull(),
    agreementUrgentContact: text('agreement_urgent_contact').notNull(),
    agreementReference1: text('agreement_reference_1').notNull(),
    agreementReference2: text('agreement_reference_2').notNull(),
    agreementConsent: boolean('agreement_consent').notNull(),
    /** Later months are charged to the saved card on their due dates unless the renter pays by hand. */
    autopay: boolean('autopay').notNull().default(true),
    /** The card saved at the first payment (the provider's reference), for the later months. */
    paymentMethodRef: text('payment_method_ref'),
    refundCents: integer('refund_cents'),
    cancelledBy: text('cancelled_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the retention job deleted the rental agreement's files (docs/product-rules.md, "Privacy"). */
    documentsDeletedAt: timestamp('documents_deleted_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'bookings_status_check',
      sql`${table.status} in ('requested','approved','confirmed','active','completed','declined','cancelled','expired')`,
    ),
    check('bookings_dates_check', sql`${table.checkOut} > ${table.checkIn}`),
    index('bookings_guest_idx').on(table.guestId, table.requestedAt),
    index('bookings_host_idx').on(table.hostId, table.requestedAt),
    index('bookings_property_idx').on(table.propertyId, table.checkIn),
    index('bookings_status_idx').on(table.status),
    // The retention job looks only at bookings whose documents are still kept.
    index('bookings_documents_kept_idx')
      .on(table.status, table.closedAt)
      .where(sql`${table.documentsDeletedAt} is null`),
  ],
)

export const bookingDocuments = pgTable(
  'booking_documents',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.fileId] })],
)

/** Money movements each side sees: payments, refunds, payouts (positive cents, with a direction). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Free text; the values each kind goes through are listed in LEDGER_STATUSES (packages/shared). */
    status: text('status').notNull(),
    /** For payouts: when the held money is released to the host. */
    availableAt: timestamp('available_at', { withTimezone: true }),
    /** The month of the stay (rent_instalments.seq) a payment or payout is for; null for refunds. */
    instalmentSeq: integer('instalment_seq'),
    /** The receipt's number (DEM-YYYY-000123): given in order by the database, never reused. */
    receiptNo: integer('receipt_no').notNull().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** For payouts (modules/payouts): transfers tried; the attempt's idempotency key derives from it. */
    transferAttempts: integer('transfer_attempts').notNull().default(0),
    /** When the transfer under way was claimed: an old claim belongs to a process that died. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    transferRef: text('transfer_ref'),
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    /** Why the last transfer was refused, and when it is tried again (none after the last retry). */
    lastFailure: text('last_failure'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [
    check('ledger_kind_check', sql`${table.kind} in ('payment','refund','payout')`),
    check('ledger_amount_check', sql`${table.amountCents} >= 0`),
    index('ledger_user_idx').on(table.userId, table.createdAt),
    index('ledger_booking_idx').on(table.bookingId),
    index('ledger_payout_status_idx').on(table.kind, table.status),
  ],
)

export type TBookingRow = typeof bookings.$inferSelect

/**
 * Every time a host looked at one of the renter's rental documents (always a watermarked image,
 * never the file). The renter reads this log on their stay. The file's id, kind and name are copied
 * so the log outlives the document when the retention job deletes it.
 */
export const documentViews = pgTable(
  'document_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull(),
    documentKind: text('document_kind').notNull(),
    documentName: text('document_name').notNull(),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
  },
  (table) => [index('document_views_booking_idx').on(table.bookingId, table.viewedAt)],
)

export type TDocumentViewRow = typeof documentViews.$inferSelect
