import { ZListingCard } from '@demeure/shared'
import { z } from 'zod'

/**
 * One bubble of the conversation. An answer also keeps the
 * listings it found and the search page that shows them all, so a reload redraws the cards.
 */
export const ZChatMessage = z.object({
  id: z.string(),
  sender: z.enum(['user', 'ai']),
  content: z.string(),
  timestamp: z.string(),
  /** The language the assistant answered in, for screen readers when it differs from the page's. */
  language: z.enum(['en', 'fr']).optional(),
  properties: z.array(ZListingCard).optional(),
  searchPath: z.string().nullable().optional(),
})
export type TChatMessage = z.infer<typeof ZChatMessage>

let sequence = 0

export function createMessage(
  sender: TChatMessage['sender'],
  content: string,
  extra: Partial<Omit<TChatMessage, 'id' | 'sender' | 'content' | 'timestamp'>> = {},
  now: Date = new Date(),
): TChatMessage {
  sequence += 1
  return {
    id: `${now.getTime().toString(36)}-${sequence}`,
    sender,
    content,
    timestamp: now.toISOString(),
    ...extra,
  }
}
