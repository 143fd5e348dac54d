import { sql } from 'drizzle-orm'
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { properties } from '../listings/tables.ts'
import { users } from '../users/tables.ts'

/**
 * A home a user saved ("Saved homes"), with the dates they have in mind if any. The listing is
 * kept (restrict): a host deleting a saved home archives it instead, so the saver sees what became
 * of it (docs/decisions/020). Found by user (their list, newest first) and by listing (who to tell
 * of a price drop).
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    checkIn: date('check_in', { mode: 'string' }),
    checkOut: date('check_out', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the alert e-mail's unsubscribe link was used: no more alerts of this home. */
    alertsOffAt: timestamp('alerts_off_at', { withTimezone: true }),
    /** The Montréal day of the last alert e-mail: at most one a day per saved home. */
    lastMailedOn: date('last_mailed_on', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ name: 'favourites_pkey', columns: [table.userId, table.propertyId] }),
    index('favourites_user_created_idx').on(table.userId, table.createdAt, table.propertyId),
    index('favourites_property_idx').on(table.propertyId),
    check(
      'favourites_dates_check',
      sql`(${table.checkIn} is null and ${table.checkOut} is null) or ${table.checkOut} > ${table.checkIn}`,
    ),
  ],
)

export type TFavouriteRow = typeof favourites.$inferSelect

/**
 * Each listing change a saver was told of, once ever (the change's id from the change feed): a
 * duplicate job, or two processes running it, insert nothing the second time. Forgetting the home
 * forgets its alerts.
 */
export const favouriteAlerts = pgTable(
  'favourite_alerts',
  {
    userId: uuid('user_id').notNull(),
    propertyId: integer('property_id').notNull(),
    changeId: text('change_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'favourite_alerts_pkey', columns: [table.userId, table.propertyId, table.changeId] }),
    foreignKey({
      name: 'favourite_alerts_favourite_fk',
      columns: [table.userId, table.propertyId],
      foreignColumns: [favourites.userId, favourites.propertyId],
    }).onDelete('cascade'),
  ],
)
