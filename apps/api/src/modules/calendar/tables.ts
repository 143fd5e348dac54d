import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { properties } from '../listings/tables.ts'

/**
 * An external calendar (Airbnb, Google…) a host imports into a listing. Its busy events are stored
 * as reserved dates (availabilities with `calendar_feed_id` set), replaced as a whole at each sync.
 * `next_sync_at` is what the periodic sync claims rows by, so several API processes never fetch the
 * same feed at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** The feed's last ETag, sent back as If-None-Match. */
    etag: text('etag'),
    eventCount: integer('event_count').notNull().default(0),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** A server message key, rendered in the reader's language when read. */
    lastErrorKey: text('last_error_key'),
    lastErrorParams: jsonb('last_error_params')
      .$type<Record<string, string | number>>()
      .notNull()
      .default({}),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('calendar_feeds_property_url_unique').on(table.propertyId, table.url),
    index('calendar_feeds_property_idx').on(table.propertyId),
    index('calendar_feeds_due_idx').on(table.nextSyncAt),
  ],
)

/**
 * The private export feed of a listing: the token is its URL's secret; regenerating replaces it.
 * `content_hash`/`changed_at` give pollers a stable ETag and Last-Modified across API processes.
 */
export const calendarExports = pgTable('calendar_exports', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('calendar_exports_token_unique'),
  contentHash: text('content_hash'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
})

export type TCalendarFeedRow = typeof calendarFeeds.$inferSelect
