import type { TConversation } from '@demeure/shared'
import { personName } from '../../../lib/person-name.ts'

/** The other person's name; an account without a name still gets a word for it. */
export function otherName(conversation: TConversation, fallback: string): string {
  return personName(conversation.other) || fallback
}

/** A message is mine when the other person did not send it (the list does not carry the caller's id). */
export function isMine(conversation: TConversation, message: { sender_id: string }): boolean {
  return message.sender_id !== conversation.other.id
}
