import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { notifications } from './tables.ts'

const unreadWithLink = (userId: string, kind: string, link: string) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.kind, kind),
    eq(notifications.link, link),
    isNull(notifications.readAt),
  )

export function createNotificationsRepository(db: TDb) {
  return {
    async insertMany(values: (typeof notifications.$inferInsert)[]) {
      return values.length ? db.insert(notifications).values(values).returning() : []
    },
    async list(userId: string, onlyUnread: boolean, limit: number, offset: number) {
      const conditions: SQL[] = [eq(notifications.userId, userId)]
      if (onlyUnread) conditions.push(isNull(notifications.readAt))
      const where = and(...conditions)
      const [total] = await db.select({ n: count() }).from(notifications).where(where)
      const rows = await db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.id))
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
    async unreadCount(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      return row?.n ?? 0
    },
    /** Marks one of the user's notifications read (it stays read if it already was). */
    async markRead(userId: string, id: number, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      return row
    },
    async markAllRead(userId: string, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    },
    /** The user's unread notifications of one kind with this link (one per conversation for messages). */
    async findUnread(userId: string, kind: string, link: string) {
      return db
        .select()
        .from(notifications)
        .where(unreadWithLink(userId, kind, link))
    },
    async markReadByLink(userId: string, kind: string, link: string, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(unreadWithLink(userId, kind, link))
    },
  }
}
