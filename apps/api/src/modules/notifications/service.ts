import type { TLanguage, TNotification, TUnreadCounts } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import type { TDeps } from '../../deps.ts'
import { notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import type { TUserRow } from '../users/index.ts'
import type { TNotifier } from './notifier.ts'
import { toNotificationWire } from './render.ts'
import { createNotificationsRepository } from './repository.ts'

export type TNotificationsService = ReturnType<typeof createNotificationsService>

/** The reader's notices, rendered in the language of the request. */
export function createNotificationsService(deps: TDeps, notifier: TNotifier) {
  const repo = createNotificationsRepository(deps.db)
  return {
    async list(
      user: TUserRow,
      query: { unread?: 'true' | 'false'; page: number; page_size: number },
      language: TLanguage,
    ): Promise<TPage<TNotification>> {
      const { count, rows } = await repo.list(
        user.id,
        query.unread === 'true',
        query.page_size,
        (query.page - 1) * query.page_size,
      )
      const results = rows.map((row) => toNotificationWire(row, language))
      return { results, count, page: query.page, pageSize: query.page_size }
    },
    async markRead(user: TUserRow, id: number, language: TLanguage) {
      const row = await repo.markRead(user.id, id, deps.clock.now())
      if (!row) throw notFound()
      await notifier.publishUnread(user.id)
      return toNotificationWire(row, language)
    },
    async markAllRead(user: TUserRow): Promise<TUnreadCounts> {
      await repo.markAllRead(user.id, deps.clock.now())
      await notifier.publishUnread(user.id)
      return notifier.unreadCounts(user.id)
    },
    unreadCounts: (user: TUserRow) => notifier.unreadCounts(user.id),
    /** Whether the user still has an unread notice of this kind pointing there (messaging sends one per conversation). */
    async hasUnread(userId: string, kind: string, link: string, tx: TDb = deps.db) {
      return (await createNotificationsRepository(tx).findUnread(userId, kind, link)).length > 0
    },
    /** Marks read the user's notices of this kind pointing there (reading a conversation reads its notice). */
    markReadByLink: (userId: string, kind: string, link: string) =>
      repo.markReadByLink(userId, kind, link, deps.clock.now()),
  }
}
