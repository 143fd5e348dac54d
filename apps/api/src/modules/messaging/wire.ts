import {
  pageUrl,
  readText,
  type TChatMessage,
  type TConversation,
  type TListingCard,
  type TReader,
} from '@demeure/shared'
import { publicUrl } from '../../plugins/storage/index.ts'
import type { TUserRow } from '../users/index.ts'
import type { TConversationRow, TMessageRow } from './tables.ts'

/** A message as `reader` sees it: contact details hidden until the stay is paid. */
export function toMessageWire(row: TMessageRow, reader: TReader): TChatMessage {
  const read = readText(row.body, row.senderId, reader)
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    body: read.text,
    created_at: row.createdAt.toISOString(),
    hidden: read.hidden,
    payment_warning: read.paymentWarning,
  }
}

/** Where each side reads a conversation in the web app. */
export const conversationLink = (row: TConversationRow, readerId: string) =>
  pageUrl.conversation(readerId === row.hostId ? 'cohost' : 'user', row.id)

export function toConversationWire(
  row: TConversationRow,
  context: {
    reader: TReader
    card: TListingCard | undefined
    other: TUserRow | undefined
    last: TMessageRow | undefined
    unread: number
  },
): TConversation {
  const { other, reader } = context
  return {
    id: row.id,
    property: context.card ?? null,
    other: {
      id: other?.id ?? '',
      first_name: other?.firstName ?? '',
      last_name: other?.lastName ?? '',
      profile_picture_url: other?.profilePictureKey ? publicUrl(other.profilePictureKey) : null,
      phone: reader.isContactShared && other?.phone ? other.phone : null,
    },
    role: reader.id === row.hostId ? 'host' : 'guest',
    last_message: context.last ? toMessageWire(context.last, reader) : null,
    unread_count: context.unread,
    updated_at: row.updatedAt.toISOString(),
    contact_shared: reader.isContactShared,
  }
}
