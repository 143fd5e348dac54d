import {
  readText,
  type TConversation,
  type TLanguage,
  type TReader,
  type ZConversationStart,
  type ZMessageListQuery,
} from '@demeure/shared'
import type { z } from 'zod'
import type { TDb } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { translate } from '../../i18n/index.ts'
import { badRequest, notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import { hasPaidStay } from '../bookings/index.ts'
import type { TListingsService } from '../listings/index.ts'
import { createNewAccountGuard } from '../new-accounts/index.ts'
import type { TNotificationsService } from '../notifications/index.ts'
import { listingTitleParams } from '../notifications/index.ts'
import type { TSearchService } from '../search/index.ts'
import type { TUserRow } from '../users/index.ts'
import { createAccounts } from '../users/index.ts'
import { createMessagingRepository } from './repository.ts'
import type { TConversationRow, TMessageRow } from './tables.ts'
import { conversationLink, toConversationWire, toMessageWire } from './wire.ts'

export type TMessagingService = ReturnType<typeof createMessagingService>

/** Unread messages wait this long before their e-mail digest: a reader who is online answers first. */
export const DIGEST_DELAY_MS = 10 * 60_000
const PREVIEW_LENGTH = 120

/** Host–renter conversations about a listing, delivered live and e-mailed in batches. */
export function createMessagingService(options: {
  deps: TDeps
  listings: TListingsService
  search: TSearchService
  notices: Pick<TNotificationsService, 'hasUnread' | 'markReadByLink'>
}) {
  const { deps, listings, search, notices } = options
  const { db, clock, notifier } = deps
  const repo = createMessagingRepository(db)
  const newAccounts = createNewAccountGuard(options.deps)
  const users = createAccounts(db)

  /** Who reads this conversation: contact details show once the stay between its two sides is paid. */
  const readerOf = async (row: TConversationRow, id: string, language: TLanguage): Promise<TReader> => ({
    id,
    language,
    isContactShared: await hasPaidStay(db, {
      listingId: row.propertyId,
      guestId: row.guestId,
      hostId: row.hostId,
    }),
  })

  /** Conversations as their reader sees them: the other person, the last message, what is unread. */
  async function wire(rows: TConversationRow[], readerId: string, language: TLanguage) {
    const ids = rows.map((row) => row.id)
    const cards = await search.cards([...new Set(rows.map((row) => row.propertyId))])
    const last = new Map((await repo.lastMessages(ids)).map((m) => [m.conversationId, m]))
    const unreadCounts = await repo.unreadByConversation(readerId, ids)
    const results = []
    for (const row of rows) {
      const unread = unreadCounts.get(row.id) ?? 0
      const other = await users.findById(readerId === row.hostId ? row.guestId : row.hostId)
      results.push(
        toConversationWire(row, {
          reader: await readerOf(row, readerId, language),
          card: cards.get(row.propertyId),
          other,
          last: last.get(row.id),
          unread,
        }),
      )
    }
    return results
  }

  /** The conversation if the user takes part in it; 404 hides the others. */
  async function participantOf(user: TUserRow, id: number) {
    const row = await repo.findById(id)
    if (!row || (row.guestId !== user.id && row.hostId !== user.id)) throw notFound()
    return row
  }

  /** A message and its sender's read mark, in `tx`. */
  async function writeMessage(tx: TDb, row: TConversationRow, senderId: string, body: string) {
    return createMessagingRepository(tx).insertMessage(
      row,
      { conversationId: row.id, senderId, body, createdAt: clock.now() },
      clock.now(),
    )
  }

  /**
   * Both sides' screens get the message live, once it is committed: the sender as written, the
   * recipient as they may read it (in their own language).
   */
  async function deliver(message: TMessageRow, recipient: TReader) {
    const wired = toMessageWire(message, { ...recipient, id: message.senderId })
    await notifier.publish(message.senderId, { name: 'message', data: wired })
    await notifier.publish(recipient.id, { name: 'message', data: toMessageWire(message, recipient) })
    return wired
  }

  /** The other side of `row` from `senderId`, as a reader (their saved language). */
  async function recipientOf(row: TConversationRow, senderId: string) {
    const recipientId = senderId === row.hostId ? row.guestId : row.hostId
    const language = ((await users.findById(recipientId))?.language ?? 'en') as TLanguage
    return readerOf(row, recipientId, language)
  }

  async function send(user: TUserRow, row: TConversationRow, body: string) {
    const recipient = await recipientOf(row, user.id)
    const recipientId = recipient.id
    const preview = readText(body, user.id, recipient).text
    const link = conversationLink(row, recipientId)
    const [card] = (await search.cards([row.propertyId])).values()
    // The message, its read mark and the recipient's notice commit together.
    const { message, announce } = await inTransaction(db, async (tx) => {
      const inserted = await writeMessage(tx, row, user.id, body)
      // One in-app notice per conversation until it is read; the e-mail comes later as a digest.
      if (await notices.hasUnread(recipientId, 'message_received', link, tx))
        return { message: inserted, announce: () => notifier.publishUnread(recipientId) }
      const told = await notifier.notify(tx, {
        userId: recipientId,
        kind: 'message_received',
        link,
        email: false,
        params: {
          sender: `${user.firstName} ${user.lastName}`.trim() || user.username,
          ...listingTitleParams(card),
          preview: preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH)}…` : preview,
        },
      })
      return { message: inserted, announce: told }
    })
    const wired = await deliver(message, recipient)
    await announce()
    return wired
  }

  return {
    /**
     * A renter's words to a host written inside another change's transaction (a stay's request
     * with its message): the conversation between them about the listing gets the message, as if
     * the renter had sent it there. The change's own notice tells the host, so this one adds none;
     * run the returned function after the commit to show the message (and the host's unread
     * count) live.
     */
    async postWithin(tx: TDb, values: { listingId: number; guestId: string; hostId: string; body: string }) {
      const { row } = await createMessagingRepository(tx).findOrCreate(values)
      const message = await writeMessage(tx, row, values.guestId, values.body)
      return async () => {
        await deliver(message, await recipientOf(row, values.guestId))
        await notifier.publishUnread(values.hostId)
      }
    },

    async start(user: TUserRow, input: z.output<typeof ZConversationStart>, language: TLanguage) {
      const listing = await listings.publishedRow(input.property)
      if (listing.hostId === user.id) throw badRequest({ property: { key: 'field.ownConversation' } })
      const contacted = await repo.hostsContactedWith(user.id, listing.hostId)
      if (contacted.isNewHost) await newAccounts.check(user, 'hosts_contacted', contacted.count)
      const { row, isNew } = await repo.findOrCreate({
        listingId: listing.id,
        guestId: user.id,
        hostId: listing.hostId,
      })
      if (input.message) await send(user, row, input.message)
      const fresh = (await repo.findById(row.id)) as TConversationRow
      const [conversation] = await wire([fresh], user.id, language)
      return { conversation: conversation as TConversation, isNew }
    },

    async list(
      user: TUserRow,
      page: number,
      pageSize: number,
      language: TLanguage,
    ): Promise<TPage<TConversation>> {
      const { count, rows } = await repo.listForUser(user.id, pageSize, (page - 1) * pageSize)
      const results = await wire(rows, user.id, language)
      return { results, count, page, pageSize }
    },

    async messages(
      user: TUserRow,
      id: number,
      query: z.output<typeof ZMessageListQuery>,
      language: TLanguage,
    ) {
      const row = await participantOf(user, id)
      const reader = await readerOf(row, user.id, language)
      const { rows, hasMore } = await repo.page(row.id, query.before, query.limit)
      return { results: rows.map((message) => toMessageWire(message, reader)), has_more: hasMore }
    },

    async send(user: TUserRow, id: number, body: string) {
      return send(user, await participantOf(user, id), body)
    },

    async read(user: TUserRow, id: number) {
      const row = await participantOf(user, id)
      await repo.markRead(row, user.id, await repo.lastMessageId(row.id))
      await notices.markReadByLink(user.id, 'message_received', conversationLink(row, user.id))
      await notifier.publishUnread(user.id)
      return notifier.unreadCounts(user.id)
    },

    /**
     * E-mails each reader one digest of their unread messages (a periodic job). Per reader, the
     * e-mailed marks move and the e-mail job is enqueued in one transaction, with the marks' rows
     * locked: two processes or two overlapping ticks can never send the same messages twice.
     */
    async mailDigests() {
      const pending = await repo.undigested(new Date(clock.now().getTime() - DIGEST_DELAY_MS))
      const byRecipient = new Map<string, typeof pending>()
      for (const item of pending)
        byRecipient.set(item.recipient, [...(byRecipient.get(item.recipient) ?? []), item])
      let sent = 0
      for (const [recipientId, candidates] of byRecipient) {
        const reader = await users.findById(recipientId)
        if (!reader) continue
        const language = reader.language as TLanguage
        // Read before the transaction: it is the only connection an embedded database has.
        const readers = new Map<number, TReader>()
        for (const { conversation } of candidates)
          if (!readers.has(conversation.id))
            readers.set(conversation.id, await readerOf(conversation, recipientId, language))
        sent += await inTransaction(deps.db, async (tx) => {
          const txRepo = createMessagingRepository(tx)
          const lastPerConversation = new Map(
            candidates.map(({ conversation, message }) => [
              conversation.id,
              { conversation, id: message.id },
            ]),
          )
          const items: typeof candidates = []
          for (const { conversation, id } of lastPerConversation.values()) {
            const previous = await txRepo.advanceMailMark(conversation, recipientId, id)
            if (previous === undefined) continue
            items.push(
              ...candidates.filter(
                (item) => item.conversation.id === conversation.id && item.message.id > previous,
              ),
            )
          }
          if (items.length === 0) return 0
          const list = items
            .map(({ message, conversation }) => {
              const text = readText(
                message.body,
                message.senderId,
                readers.get(conversation.id) as TReader,
              ).text
              return `• ${text.slice(0, PREVIEW_LENGTH)}`
            })
            .join('\n')
          const first = items[0]?.conversation as TConversationRow
          await deps.mailer.send(
            {
              to: reader.email,
              subject: translate(language, 'mail.messages.subject'),
              text: translate(language, 'mail.messages.body', {
                name: reader.firstName || reader.username,
                count: items.length,
                list,
                link: `${deps.config.publicUrl}${conversationLink(first, recipientId)}`,
              }),
            },
            tx,
          )
          return 1
        })
      }
      return sent
    },
  }
}
