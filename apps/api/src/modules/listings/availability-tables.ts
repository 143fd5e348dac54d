import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { calendarFeeds } from '../calendar/tables.ts'
import { properties } from './tables.ts'

// Apart from tables.ts: availabilities point at both a listing and the calendar feed that
// imported them, and the feeds point at the listing, so one file for both would import in a circle.

/** Availability periods; rows with is_available = false are the host's reserved dates. */
export const availabilities = pgTable(
  'availabilities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    pricePerMonthCents: integer('price_per_month_cents'),
    /** Set on reserved dates imported from an external calendar: read-only for the host. */
    calendarFeedId: integer('calendar_feed_id').references((): AnyPgColumn => calendarFeeds.id, {
      onDelete: 'cascade',
    }),
    /** The UID of the imported event these dates come from. */
    externalUid: text('external_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An imported one-night event is a single reserved day (the end date is inclusive here).
    check(
      'availabilities_range_check',
      sql`${table.endDate} > ${table.startDate} or (${table.calendarFeedId} is not null and ${table.endDate} = ${table.startDate})`,
    ),
    index('availabilities_property_idx').on(table.propertyId, table.startDate),
    index('availabilities_feed_idx').on(table.calendarFeedId).where(sql`${table.calendarFeedId} is not null`),
  ],
)

export type TAvailabilityRow = typeof availabilities.$inferSelect
