import { z } from 'zod'
import { CONTACT_KINDS } from '../contact-masking/kinds.ts'
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
  /** What this reader may read: contact details are hidden until the stay is paid (see `hidden`). */
  body: z.string(),
  created_at: z.string(),
  /** Beyond the spec: the kinds of contact hidden from this reader in `body` (empty for its sender). */
  hidden: z.array(z.enum(CONTACT_KINDS)),
  /** Beyond the spec: the message speaks of paying outside Demeure (Interac, cash, gift cards…). */
  payment_warning: z.boolean(),
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
    /** Beyond the spec: their phone, once a stay between the two is paid (null before, or if they gave none). */
    phone: z.string().nullable(),
  }),
  role: z.enum(['guest', 'host']),
  last_message: ZChatMessage.nullable(),
  unread_count: z.number().int(),
  updated_at: z.string(),
  /** Beyond the spec: a stay between the two on this listing is paid, so contact details show. */
  contact_shared: z.boolean(),
})
export type TConversation = z.infer<typeof ZConversation>

/** Messages page backwards from `before` (a message id), newest last in `results`. */
export const ZMessageListQuery = z.object({
  before: zId().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
