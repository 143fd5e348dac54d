import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from '../users/tables.ts'

/**
 * New accounts shown to staff (docs/product-rules.md, "New accounts"): one row per account and
 * reason, updated as the account goes on, with when it was first slowed.
 */
export const watchedAccounts = pgTable(
  'watched_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    count: integer('count').notNull(),
    slowedAt: timestamp('slowed_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.reason] }),
    check('watched_accounts_reason_check', sql`${table.reason} in ('hosts_contacted', 'listings_created')`),
    index('watched_accounts_last_seen_idx').on(table.lastSeenAt),
  ],
)
