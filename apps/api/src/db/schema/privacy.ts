import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { users } from './users.ts'

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
