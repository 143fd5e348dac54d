import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from '../users/tables.ts'

/**
 * Private uploads (identity documents, proofs, verification videos, rental documents). They never
 * have a public URL: the owner and admins get short-lived signed links.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_owner_idx').on(table.ownerId)],
)

export type TStoredFileRow = typeof storedFiles.$inferSelect
