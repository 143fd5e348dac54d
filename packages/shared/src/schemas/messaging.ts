import { z } from 'zod'
import { ZListingCard } from './search.ts'
import { zId, zParagraphs } from './text.ts'

export const MESSAGE_MAX_LENGTH = 2000

/** Start (or find) the conversation between the caller and a listing's host; the first message is optional. */
export const ZConversationStart = z.strictObject({
  property: zId('validation.required'),
  message: zParagraphs().max(MESSAGE_MAX_LENGTH).optional(),
})
export const ZMessageWrite = z.strictObject({ body: zParagraphs().min(1).max(MESSAGE_MAX_LENGTH) })

export const ZChatMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.string(),
  body: z.string(),
  created_at: z.string(),
})
export type TChatMessage = z.infer<typeof ZChatMessage>

export const ZConversation = z.object({
  id: z.number().int(),
  property: ZListingCard.nullable(),
  /** The other participant, seen from the caller. */
  other: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    profile_picture_url: z.string().nullable(),
  }),
  role: z.enum(['guest', 'host']),
  last_message: ZChatMessage.nullable(),
  unread_count: z.number().int(),
  updated_at: z.string(),
})
export type TConversation = z.infer<typeof ZConversation>

/** Messages page backwards from `before` (a message id), newest last in `results`. */
export const ZMessageListQuery = z.object({
  before: zId().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
