import { z } from 'zod'
import { CHAT_CONVERSATION_KEY } from '../../../lib/storage-keys.ts'
import { type TChatMessage, ZChatMessage } from './chat-message.ts'

/** Whose conversation it is: another account signing in on the same tab starts afresh. */
const ZStoredConversation = z.object({ owner: z.string(), messages: z.array(ZChatMessage) })

type TStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function sessionStore(): TStorage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The conversation kept in this tab for `owner`, or none (unreadable, someone else's, or absent). */
export function loadConversation(owner: string, storage = sessionStore()): TChatMessage[] {
  try {
    const parsed = ZStoredConversation.safeParse(
      JSON.parse(storage?.getItem(CHAT_CONVERSATION_KEY) ?? 'null'),
    )
    return parsed.success && parsed.data.owner === owner ? parsed.data.messages : []
  } catch {
    return []
  }
}

export function saveConversation(owner: string, messages: readonly TChatMessage[], storage = sessionStore()) {
  try {
    if (messages.length === 0) storage?.removeItem(CHAT_CONVERSATION_KEY)
    else storage?.setItem(CHAT_CONVERSATION_KEY, JSON.stringify({ owner, messages }))
  } catch {
    // Storage may be full or unavailable; the conversation then lasts until the page is left.
  }
}
