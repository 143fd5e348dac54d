import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { conversations, messages, type TConversationRow } from './tables.ts'

/** The read mark of the caller's side of a conversation. */
export const readMarkOf = (row: TConversationRow, userId: string) =>
  row.guestId === userId ? row.guestReadUpTo : row.hostReadUpTo

/** The change that moves the caller's side's read mark to `upTo`. */
const readMark = (row: TConversationRow, userId: string, upTo: number) =>
  row.guestId === userId ? { guestReadUpTo: upTo } : { hostReadUpTo: upTo }

/** Messages written by the other side after `mark`. */
const unreadAfter = (userId: string, mark: ReturnType<typeof sql>) =>
  and(ne(messages.senderId, userId), gt(messages.id, mark))

export function createMessagingRepository(db: TDb) {
  const ofUser = (userId: string) => or(eq(conversations.guestId, userId), eq(conversations.hostId, userId))
  const markColumn = (userId: string) =>
    sql`case when ${conversations.guestId} = ${userId} then ${conversations.guestReadUpTo} else ${conversations.hostReadUpTo} end`

  return {
    async findById(id: number) {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id))
      return row
    },
    /** The renter's conversation about a listing, created on first use (one per renter and listing). */
    async findOrCreate(values: { listingId: number; guestId: string; hostId: string }) {
      const [created] = await db
        .insert(conversations)
        .values({ propertyId: values.listingId, guestId: values.guestId, hostId: values.hostId })
        .onConflictDoNothing()
        .returning()
      if (created) return { row: created, isNew: true }
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.propertyId, values.listingId), eq(conversations.guestId, values.guestId)))
      if (!row) throw new Error('conversation vanished')
      return { row, isNew: false }
    },
    /** Different hosts this renter has conversations with, counting `hostId` even if not yet. */
    async hostsContactedWith(guestId: string, hostId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${conversations.hostId})::int` })
        .from(conversations)
        .where(and(eq(conversations.guestId, guestId), ne(conversations.hostId, hostId)))
      const [already] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.guestId, guestId), eq(conversations.hostId, hostId)))
        .limit(1)
      return { count: (row?.n ?? 0) + 1, isNewHost: !already }
    },
    async listForUser(userId: string, limit: number, offset: number) {
      const [total] = await db.select({ n: count() }).from(conversations).where(ofUser(userId))
      const rows = await db
        .select()
        .from(conversations)
        .where(ofUser(userId))
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
    /** Unread messages per conversation for this reader. */
    async unreadByConversation(userId: string, conversationIds: number[]) {
      if (!conversationIds.length) return new Map<number, number>()
      const rows = await db
        .select({ id: messages.conversationId, n: count() })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(inArray(messages.conversationId, conversationIds), unreadAfter(userId, markColumn(userId))),
        )
        .groupBy(messages.conversationId)
      return new Map(rows.map((row) => [row.id, row.n]))
    },
    async findMessage(id: number) {
      const [row] = await db.select().from(messages).where(eq(messages.id, id))
      return row
    },
    async lastMessages(conversationIds: number[]) {
      if (!conversationIds.length) return []
      return db
        .selectDistinctOn([messages.conversationId])
        .from(messages)
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(messages.conversationId, desc(messages.id))
    },
    /** A page of messages before `before` (newest page first), returned oldest first. */
    async page(conversationId: number, before: number | undefined, limit: number) {
      const where = before
        ? and(eq(messages.conversationId, conversationId), lt(messages.id, before))
        : eq(messages.conversationId, conversationId)
      const rows = await db
        .select()
        .from(messages)
        .where(where)
        .orderBy(desc(messages.id))
        .limit(limit + 1)
      return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit }
    },
    /**
     * A message, and its conversation's last activity and its sender's read mark moved to it: two
     * statements (the conversation's two changes are one update), in the caller's transaction.
     */
    async insertMessage(conversation: TConversationRow, values: typeof messages.$inferInsert, at: Date) {
      const [row] = await db.insert(messages).values(values).returning()
      if (!row) throw new Error('insert returned no row')
      await db
        .update(conversations)
        .set({ updatedAt: at, ...readMark(conversation, values.senderId, row.id) })
        .where(eq(conversations.id, conversation.id))
      return row
    },
    async markRead(row: TConversationRow, userId: string, upTo: number) {
      await db
        .update(conversations)
        .set(readMark(row, userId, upTo))
        .where(eq(conversations.id, row.id))
    },
    async lastMessageId(conversationId: number) {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(desc(messages.id))
        .limit(1)
      return row?.id ?? 0
    },
    /** Unread messages across all the user's conversations (the header badge). */
    async unreadCount(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(ofUser(userId), unreadAfter(userId, markColumn(userId))))
      return row?.n ?? 0
    },
    /**
     * Unread messages not yet e-mailed to their reader and older than `before` (a reader who is
     * online answers before the digest goes out), per recipient.
     */
    async undigested(before: Date) {
      const recipient = sql<string>`case when ${messages.senderId} = ${conversations.guestId} then ${conversations.hostId} else ${conversations.guestId} end`
      const readMark = sql`case when ${messages.senderId} = ${conversations.guestId} then ${conversations.hostReadUpTo} else ${conversations.guestReadUpTo} end`
      const mailMark = sql`case when ${messages.senderId} = ${conversations.guestId} then ${conversations.hostMailedUpTo} else ${conversations.guestMailedUpTo} end`
      return db
        .select({ message: messages, conversation: conversations, recipient })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(gt(messages.id, readMark), gt(messages.id, mailMark), lt(messages.createdAt, before)))
        .orderBy(asc(messages.id))
        .limit(500)
    },
    /**
     * Moves the recipient's e-mailed mark to `upTo` and answers the mark it replaced, or undefined
     * when it was already there. The row stays locked until the transaction ends, so a concurrent
     * digest waits and then finds nothing left to send (call it inside a transaction).
     */
    async advanceMailMark(row: TConversationRow, recipientId: string, upTo: number) {
      const isGuest = row.guestId === recipientId
      const column = isGuest ? conversations.guestMailedUpTo : conversations.hostMailedUpTo
      const [locked] = await db
        .select({ mark: column })
        .from(conversations)
        .where(eq(conversations.id, row.id))
        .for('update')
      if (!locked || locked.mark >= upTo) return undefined
      await db
        .update(conversations)
        .set(isGuest ? { guestMailedUpTo: upTo } : { hostMailedUpTo: upTo })
        .where(eq(conversations.id, row.id))
      return locked.mark
    },
  }
}
