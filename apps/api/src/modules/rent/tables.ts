import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { bookings } from '../bookings/tables.ts'

/**
 * Each rent payment of a stay, from its price schedule: number 1 is the first payment (first month
 * and service fee, paid at checkout), the others are charged on their due dates by the rent
 * collector (modules/rent). `charge_key` is the idempotency key of the attempt under way, sent to
 * the provider too: a retried or resumed attempt can never charge twice.
 */
export const rentInstalments = pgTable(
  'rent_instalments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('scheduled'),
    /** Automatic charges tried so far (a manual payment is not one). */
    attempts: integer('attempts').notNull().default(0),
    /** The day the collector may try next (the due date, then the retry days). */
    nextAttemptOn: date('next_attempt_on', { mode: 'string' }).notNull(),
    chargeKey: text('charge_key'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    providerRef: text('provider_ref'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's reason for the last refusal (declined, authentication_required…). */
    lastFailure: text('last_failure'),
    /** Reminders already sent to a renter who pays by hand: "7" and "1" (days before). */
    remindersSent: text('reminders_sent').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    unique('rent_instalments_booking_seq').on(table.bookingId, table.seq),
    check(
      'rent_instalments_status_check',
      sql`${table.status} in ('scheduled','processing','paid','failed','overdue','cancelled')`,
    ),
    check('rent_instalments_amount_check', sql`${table.amountCents} > 0`),
    index('rent_instalments_due_idx').on(table.status, table.nextAttemptOn),
  ],
)

export type TRentInstalmentRow = typeof rentInstalments.$inferSelect
