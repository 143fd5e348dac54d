import type { TLanguage, TLiveEventName, TNotificationKind, TUnreadCounts } from '@demeure/shared'
import type { TConfig } from '../../config.ts'
import type { TDb } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { type TParams, translate } from '../../i18n/index.ts'
import type { TQueuedMailer } from '../jobs/mail-jobs.ts'
import type { TLiveHub } from '../live/hub.ts'
import { createMessagingRepository } from '../messaging/repository.ts'
import { createUsersRepository } from '../users/repository.ts'
import { renderNotice } from './render.ts'
import { createNotificationsRepository } from './repository.ts'

export type TNotice = {
  userId: string
  kind: TNotificationKind
  params?: TParams
  /** The web path the notice opens. */
  link?: string
  /** Some notices are already e-mailed by their module (verification) or batched (messages). */
  email?: boolean
}

export type TNotifier = ReturnType<typeof createNotifier>

/**
 * Tells users what happened: a stored in-app notice, a live event to their open tabs and an
 * e-mail in their own language. Called after the change is committed, so a notice never speaks of
 * something that was rolled back. The notices and their e-mail jobs are written in one transaction
 * (a stored notice always has its e-mail on the way); workers send the e-mails, with retries.
 */
export function createNotifier(options: {
  db: TDb
  mailer: TQueuedMailer
  hub: TLiveHub
  config: Pick<TConfig, 'publicUrl'>
  log: (error: unknown, message: string) => void
}) {
  const { db, mailer, hub } = options
  const repo = createNotificationsRepository(db)
  const conversations = createMessagingRepository(db)

  async function unreadCounts(userId: string): Promise<TUnreadCounts> {
    const [notifications, messages] = await Promise.all([
      repo.unreadCount(userId),
      conversations.unreadCount(userId),
    ])
    return { notifications, messages }
  }

  async function publish(userId: string, name: TLiveEventName, data: unknown) {
    try {
      await hub.publish(userId, { name, data })
    } catch (error) {
      options.log(error, 'live event not delivered')
    }
  }

  async function publishUnread(userId: string) {
    await publish(userId, 'unread', await unreadCounts(userId))
  }

  async function mail(tx: TDb, userId: string, notice: TNotice) {
    const user = await createUsersRepository(tx).findById(userId)
    if (!user) return
    const language = user.language as TLanguage
    const { title, body } = renderNotice(language, notice.kind, notice.params ?? {})
    const link = `${options.config.publicUrl}${notice.link ?? ''}`
    await mailer.send(
      {
        to: user.email,
        subject: title,
        text: translate(language, 'mail.notice.body', { name: user.firstName || user.username, body, link }),
      },
      tx,
    )
  }

  return {
    unreadCounts,
    publish,
    publishUnread,
    async notify(...notices: TNotice[]) {
      const rows = await inTransaction(db, async (tx) => {
        const inserted = await createNotificationsRepository(tx).insertMany(
          notices.map((notice) => ({
            userId: notice.userId,
            kind: notice.kind,
            params: notice.params ?? {},
            link: notice.link ?? null,
          })),
        )
        for (const [index, row] of inserted.entries()) {
          const notice = notices[index] as TNotice
          if (notice.email !== false) await mail(tx, row.userId, notice)
        }
        return inserted
      })
      for (const row of rows) {
        // Sent as stored: each connection renders it in its reader's language.
        await publish(row.userId, 'notification', row)
        await publishUnread(row.userId)
      }
    },
  }
}
