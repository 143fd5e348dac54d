import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { properties } from '../listings/tables.ts'
import { users } from '../users/tables.ts'

/** A renter's request to see a place, in person or by video; the host accepts or declines it. */
export const visits = pgTable(
  'visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    mode: text('mode', { enum: ['in_person', 'video'] }).notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['requested', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('visits_guest_idx').on(table.guestId, table.createdAt),
    index('visits_host_idx').on(table.hostId, table.propertyId, table.createdAt),
  ],
)

export type TVisitRow = typeof visits.$inferSelect
