import type { TLanguage, TNotificationKind, TUnreadCounts } from '@demeure/shared'
import type { TConfig } from '../../config.ts'
import type { TDb } from '../../db/client.ts'
import { type TParams, translate } from '../../i18n/index.ts'
import type { TMail, TMailAttachment } from '../../plugins/mailer/mailer.ts'
import type { TQueuedMailer } from '../jobs/index.ts'
import type { TLiveEvent, TLivePublisher } from './live-events.ts'
import { renderNotice } from './render.ts'
import { createNotificationsRepository } from './repository.ts'
import type { TNotificationRow } from './tables.ts'

export type TNotice = {
  userId: string
  kind: TNotificationKind
  params?: TParams
  /** The web path the notice opens. */
  link?: string
  /** Some notices are already e-mailed by their module (verification) or batched (messages). */
  email?: boolean
  /** Files the e-mail carries (the signed lease); the in-app notice links to the panel instead. */
  attachments?: TMailAttachment[]
}

export type TNotifier = ReturnType<typeof createNotifier>

/** What a `gathering` holds back: the notices told in it, then the rows they were written as. */
type TGathered = { notices: TNotice[]; rows: TNotificationRow[] }

/** Pushes the live events of notices once their transaction has committed. */
export type TAnnounce = () => Promise<void>

/** Who a notice's e-mail goes to, read in the caller's transaction. */
export type TRecipient = { email: string; language: string; firstName: string; username: string }

/** Runs each announcement in turn (several notices of one change, after its commit). */
export function announceAll(announcements: TAnnounce[]): TAnnounce {
  return async () => {
    for (const announce of announcements) await announce()
  }
}

/**
 * Tells users what happened: a stored in-app notice, an e-mail in their own language and a live
 * event to their open tabs. The notice and its `mail.send` job are written in the caller's
 * transaction (`notify(tx, …)`), so they exist exactly when the change they speak of committed: a
 * rollback leaves neither, a crash after the commit loses neither. The live events go out through
 * the returned `announce`, which the caller runs after the commit (a tab never hears of something
 * rolled back). Workers send the e-mails, with retries.
 *
 * The other modules' data it needs come in as functions (`recipient`, `unreadMessages`), so this
 * module reads no other module's tables.
 */
export function createNotifier(options: {
  db: TDb
  mailer: TQueuedMailer
  hub: TLivePublisher
  config: Pick<TConfig, 'publicUrl'>
  log: (error: unknown, message: string) => void
  /** The user a notice's e-mail goes to, read on the given transaction (users module). */
  recipient: (tx: TDb, userId: string) => Promise<TRecipient | undefined>
  /** The user's unread messages (messaging module), for the badge counts. */
  unreadMessages: (userId: string) => Promise<number>
}) {
  const { db, mailer, hub } = options
  const repo = createNotificationsRepository(db)

  async function unreadCounts(userId: string): Promise<TUnreadCounts> {
    const [notifications, messages] = await Promise.all([
      repo.unreadCount(userId),
      options.unreadMessages(userId),
    ])
    return { notifications, messages }
  }

  async function publish(userId: string, event: TLiveEvent) {
    try {
      await hub.publish(userId, event)
    } catch (error) {
      options.log(error, 'live event not delivered')
    }
  }

  /**
   * Tells the user's open tabs that their badge counts changed. Each tab's connection reads the
   * counts itself (live routes): most notices go to users with no tab open, whose counts would be
   * read for nobody.
   */
  const publishUnread = (userId: string) => publish(userId, { name: 'unread', data: null })

  /** The notice's e-mail in its reader's language, or undefined when the user is gone. */
  async function mailOf(tx: TDb, notice: TNotice): Promise<TMail | undefined> {
    const user = await options.recipient(tx, notice.userId)
    if (!user) return undefined
    const language = user.language as TLanguage
    const { title, body } = renderNotice(language, notice.kind, notice.params ?? {})
    const link = `${options.config.publicUrl}${notice.link ?? ''}`
    return {
      to: user.email,
      subject: title,
      text: translate(language, 'mail.notice.body', { name: user.firstName || user.username, body, link }),
      ...(notice.attachments ? { attachments: notice.attachments } : {}),
    }
  }

  /** The notices' rows and their e-mail jobs, in `tx`: one statement each, whatever their number. */
  async function write(tx: TDb, notices: TNotice[]): Promise<TNotificationRow[]> {
    const rows = await createNotificationsRepository(tx).insertMany(
      notices.map((notice) => ({
        userId: notice.userId,
        kind: notice.kind,
        params: notice.params ?? {},
        link: notice.link ?? null,
      })),
    )
    const mails: TMail[] = []
    for (const notice of notices) {
      const mail = notice.email === false ? undefined : await mailOf(tx, notice)
      if (mail) mails.push(mail)
    }
    await mailer.sendAll(mails, tx)
    return rows
  }

  /** Publishes the rows to their readers' open tabs (run after the transaction commits). */
  const announceRows =
    (rows: TNotificationRow[]): TAnnounce =>
    async () => {
      for (const row of rows) {
        // Sent as stored: each connection renders it in its reader's language.
        await publish(row.userId, { name: 'notification', data: row })
        await publishUnread(row.userId)
      }
    }

  /** The notices of the transactions inside `gathering`, kept by transaction until it ends. */
  const gatherings = new WeakMap<TDb, TGathered>()

  return {
    unreadCounts,
    publish,
    publishUnread,
    /**
     * Writes the notices and their e-mail jobs in `tx`, the transaction of the change they tell
     * of. Run the returned `announce` after that transaction commits.
     */
    async notify(tx: TDb, ...notices: TNotice[]): Promise<TAnnounce> {
      const gathered = gatherings.get(tx)
      if (!gathered) return announceRows(await write(tx, notices))
      const from = gathered.notices.length
      gathered.notices.push(...notices)
      return () => announceRows(gathered.rows.slice(from, from + notices.length))()
    },

    /**
     * Runs `work` on `tx` with every notice it tells (any module's) held back, then writes them all
     * at its end: one insert of notices and one of e-mail jobs for the whole change, where each
     * `notify` would send two. The announcements it returned publish the rows written then.
     */
    async gathering<T>(tx: TDb, work: () => Promise<T>): Promise<T> {
      const gathered: TGathered = { notices: [], rows: [] }
      gatherings.set(tx, gathered)
      try {
        const result = await work()
        if (gathered.notices.length > 0) gathered.rows = await write(tx, gathered.notices)
        return result
      } finally {
        gatherings.delete(tx)
      }
    },
  }
}
