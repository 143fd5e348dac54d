import { asc, eq, or, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { conversations, messages } from './tables.ts'

/**
 * What this module holds about one person, for the privacy module's export and erasure
 * (decisions 024 and 029): the rows are this module's, so the SQL lives here and the privacy
 * repository lists every such door in one place.
 */
export function messagesOfPerson(db: TDb, userId: string) {
  return db
    .select({
      conversationId: messages.conversationId,
      listingId: conversations.propertyId,
      isMine: sql<boolean>`${messages.senderId} = ${userId}`,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(or(eq(conversations.guestId, userId), eq(conversations.hostId, userId)))
    .orderBy(asc(messages.conversationId), asc(messages.id))
}
