import type { TChatMessage, TConversation, TListingCard } from '@demeure/shared'
import type { TConversationRow, TMessageRow, TUserRow } from '../../db/schema/index.ts'
import { publicUrl } from '../../plugins/storage/index.ts'

export const toMessageWire = (row: TMessageRow): TChatMessage => ({
  id: row.id,
  conversation_id: row.conversationId,
  sender_id: row.senderId,
  body: row.body,
  created_at: row.createdAt.toISOString(),
})

/** Where each side reads a conversation in the web app. */
export const conversationLink = (row: TConversationRow, readerId: string) =>
  `${readerId === row.hostId ? '/cohost-panel' : '/user-panel'}/messages?conversation=${row.id}`

export function toConversationWire(
  row: TConversationRow,
  context: {
    readerId: string
    card: TListingCard | undefined
    other: TUserRow | undefined
    last: TMessageRow | undefined
    unread: number
  },
): TConversation {
  const { other } = context
  return {
    id: row.id,
    property: context.card ?? null,
    other: {
      id: other?.id ?? '',
      first_name: other?.firstName ?? '',
      last_name: other?.lastName ?? '',
      profile_picture_url: other?.profilePictureKey ? publicUrl(other.profilePictureKey) : null,
    },
    role: context.readerId === row.hostId ? 'host' : 'guest',
    last_message: context.last ? toMessageWire(context.last) : null,
    unread_count: context.unread,
    updated_at: row.updatedAt.toISOString(),
  }
}
