import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bookings } from '../bookings/tables.ts'

/**
 * The lease of a confirmed stay (docs/product-rules.md, "The lease"; decision 023). `document` is
 * the snapshot of every item the lease states, taken from the stay when it was confirmed and
 * completed by the host's answers to sections F and G; the text both parties sign is rendered from
 * it, and `document_sha256` is the SHA-256 of that text. Changing it voids the signatures.
 */
export const leases = pgTable(
  'leases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /** Section G: Demeure's own record, then what the host confirmed (null: not rented in those 12 months). */
    lowestRentSuggestedCents: integer('lowest_rent_suggested_cents'),
    lowestRentCents: integer('lowest_rent_cents'),
    /** Section F: the host's answer; a building under five years old states its rent ceiling. */
    buildingUnderFiveYears: boolean('building_under_five_years'),
    rentCeilingCents: integer('rent_ceiling_cents'),
    hostFieldsConfirmedAt: timestamp('host_fields_confirmed_at', { withTimezone: true }),
    status: text('status').notNull().default('draft'),
    documentSha256: text('document_sha256').notNull(),
    /** The end of the term the lease knows; renewal moves it on by the lease's term (guarded: once across processes). */
    termEnd: date('term_end', { mode: 'string' }).notNull(),
    renewals: integer('renewals').notNull().default(0),
    /** The term end whose notice-window reminder was sent (one per window, whatever the processes). */
    remindedFor: date('reminded_for', { mode: 'string' }),
    nonRenewalGivenAt: timestamp('non_renewal_given_at', { withTimezone: true }),
    /** Set when a renewal could not move the stay (another stay holds the dates): staff must act. */
    renewalBlockedAt: timestamp('renewal_blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'leases_status_check',
      sql`${table.status} in ('draft','awaiting_renter','awaiting_host','signed')`,
    ),
    // The renewal job reads leases by the end of their term, without a notice.
    index('leases_term_end_idx').on(table.termEnd).where(sql`${table.nonRenewalGivenAt} is null`),
  ],
)

/** One party's electronic signature: typed name, explicit consent, when, from where, of which text. */
export const leaseSignatures = pgTable(
  'lease_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leaseId: integer('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    party: text('party').notNull(),
    typedName: text('typed_name').notNull(),
    consent: boolean('consent').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    documentSha256: text('document_sha256').notNull(),
    /** Set when the document changed after this signature: kept for the audit trail, no longer valid. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [
    check('lease_signatures_party_check', sql`${table.party} in ('renter','host')`),
    check('lease_signatures_consent_check', sql`${table.consent}`),
    uniqueIndex('lease_signatures_one_valid')
      .on(table.leaseId, table.party)
      .where(sql`${table.voidedAt} is null`),
  ],
)

export type TLeaseRow = typeof leases.$inferSelect

export type TLeaseSignatureRow = typeof leaseSignatures.$inferSelect
