import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { properties } from '../listings/tables.ts'
import { users } from '../users/tables.ts'

/**
 * One conversation per renter and listing. Each side's read mark is the id of the last message it
 * has read, so unread counts are one indexed range count.
 */
export const conversations = pgTable(
  'conversations',
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
    guestReadUpTo: integer('guest_read_up_to').notNull().default(0),
    hostReadUpTo: integer('host_read_up_to').notNull().default(0),
    /** When the unread messages of each side were last e-mailed (digests are batched). */
    guestMailedUpTo: integer('guest_mailed_up_to').notNull().default(0),
    hostMailedUpTo: integer('host_mailed_up_to').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('conversations_property_guest_unique').on(table.propertyId, table.guestId),
    index('conversations_guest_idx').on(table.guestId, table.updatedAt),
    index('conversations_host_idx').on(table.hostId, table.updatedAt),
  ],
)

export type TConversationRow = typeof conversations.$inferSelect

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('messages_conversation_idx').on(table.conversationId, table.id)],
)

export type TMessageRow = typeof messages.$inferSelect
