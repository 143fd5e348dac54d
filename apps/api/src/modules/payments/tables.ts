import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bookings } from '../bookings/tables.ts'

/** One checkout attempt for a booking's first payment, with the provider's reference. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull().unique(),
    /** Where the guest completes this payment; reused while it is pending, so a stay is never paid twice. */
    checkoutUrl: text('checkout_url').notNull(),
    /** Set when this checkout pays one later month by hand (null: the stay's first payment). */
    instalmentSeq: integer('instalment_seq'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('payments_status_check', sql`${table.status} in ('pending','paid','failed','expired')`),
    index('payments_booking_idx').on(table.bookingId),
  ],
)

/** Webhook events already applied: a replay finds its id here and changes nothing. */
export const processedEvents = pgTable(
  'processed_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
)

/**
 * The sandbox provider's own books (no keys configured): one row per idempotency key, as a real
 * provider keeps them, so a charge sent twice with one key is one charge.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  methodRef: text('method_ref').notNull(),
  amountCents: integer('amount_cents').notNull(),
  outcome: text('outcome').notNull(),
  chargeRef: text('charge_ref').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
