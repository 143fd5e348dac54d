import type { TDb } from '../../db/client.ts'
import { createMessagingRepository } from './repository.ts'

/**
 * The messaging module's answer to the notifications module: how many messages the user has not
 * read, across all conversations (the unread badge). Kept apart from service.ts, which itself
 * uses the notifications service, so the two modules do not import each other.
 */
export function unreadMessageCount(db: TDb, userId: string): Promise<number> {
  return createMessagingRepository(db).unreadCount(userId)
}
