import type { TDb } from '../../db/client.ts'
import { createMessagingRepository } from './repository.ts'

/** How many messages of the conversation staff see up to a reported one. */
const CONTEXT_MESSAGES = 10

/**
 * The messaging module's answer to the reports module: a message with its conversation (who may
 * report it) and the messages just before it (what staff read as context). Kept apart from
 * service.ts so that the reports module does not depend on messaging's other services.
 */
export async function reportedMessage(db: TDb, messageId: number) {
  const repo = createMessagingRepository(db)
  const message = await repo.findMessage(messageId)
  if (!message) return undefined
  const conversation = await repo.findById(message.conversationId)
  if (!conversation) return undefined
  const before = await repo.page(conversation.id, message.id + 1, CONTEXT_MESSAGES)
  return { message, conversation, context: before.rows }
}
