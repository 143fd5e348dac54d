import { sql } from 'drizzle-orm'
import {
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
 * A renter's request to end a confirmed or current stay later (docs/product-rules.md, "Extending a
 * stay"). The price is computed at the request from the stay's locked monthly rent and kept with
 * it (`instalments`); only one request per stay waits for the host at a time. Accepted, the stay's
 * own row takes the new check-out: its exclusion constraint is what holds the added dates.
 */
export const stayExtensions = pgTable(
  'stay_extensions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    previousCheckOut: date('previous_check_out', { mode: 'string' }).notNull(),
    newCheckOut: date('new_check_out', { mode: 'string' }).notNull(),
    /** The whole stay after the extension, as the price rule counts it. */
    months: integer('months').notNull(),
    extraDays: integer('extra_days').notNull(),
    /** The rent the extension adds (no service fee), the sum of `instalments`. */
    amountCents: integer('amount_cents').notNull(),
    instalments: jsonb('instalments').$type<{ dueDate: string; amountCents: number }[]>().notNull(),
    status: text('status').notNull().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'stay_extensions_status_check',
      sql`${table.status} in ('requested','accepted','declined','cancelled','expired')`,
    ),
    check('stay_extensions_dates_check', sql`${table.newCheckOut} > ${table.previousCheckOut}`),
    // One open request per stay, whatever the number of API processes.
    uniqueIndex('stay_extensions_one_open').on(table.bookingId).where(sql`${table.status} = 'requested'`),
    index('stay_extensions_booking_idx').on(table.bookingId, table.requestedAt),
    index('stay_extensions_open_idx').on(table.status, table.requestedAt),
  ],
)

export type TStayExtensionRow = typeof stayExtensions.$inferSelect
