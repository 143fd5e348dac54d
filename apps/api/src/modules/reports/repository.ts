import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { publishedUsers } from '../users/index.ts'
import { moderationActions, reports } from './tables.ts'

export type TNewReport = typeof reports.$inferInsert
export type TNewModerationAction = typeof moderationActions.$inferInsert

/** Per user: how many reports they made, how many were made against them, how many actions hit them. */
export type THistory = { made: number; against: number; actions: number }

export function createReportsRepository(db: TDb) {
  const countBy = async (column: typeof reports.reporterId | typeof reports.reportedUserId, ids: string[]) =>
    db.select({ id: column, n: count() }).from(reports).where(inArray(column, ids)).groupBy(column)

  return {
    /** The new report, or undefined when this reporter already has one open on the target. */
    async insert(values: TNewReport) {
      const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning()
      return row
    },
    async findOpen(reporterId: string, targetKind: string, targetId: string) {
      const [row] = await db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            eq(reports.targetKind, targetKind),
            eq(reports.targetId, targetId),
            eq(reports.status, 'open'),
          ),
        )
      return row
    },
    async findById(id: number) {
      const [row] = await db.select().from(reports).where(eq(reports.id, id))
      return row
    },
    /** The report, locked until the transaction ends: two staff acting at once take turns. */
    async lockById(id: number) {
      const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update')
      return row
    },
    async listByStatus(status: string, limit: number, offset: number) {
      const where = eq(reports.status, status)
      const [total] = await db.select({ n: count() }).from(reports).where(where)
      const rows = await db
        .select()
        .from(reports)
        .where(where)
        .orderBy(asc(reports.createdAt), asc(reports.id))
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
    async close(id: number, status: 'actioned' | 'dismissed', at: Date) {
      const [row] = await db
        .update(reports)
        .set({ status, closedAt: at })
        .where(and(eq(reports.id, id), eq(reports.status, 'open')))
        .returning()
      return row
    },
    async insertAction(values: TNewModerationAction) {
      await db.insert(moderationActions).values(values)
    },
    /** The actions taken on these reports, oldest first, with the staff member's username. */
    async actionsOf(reportIds: number[]) {
      if (!reportIds.length) return []
      const users = publishedUsers('users')
      return db
        .select({
          reportId: moderationActions.reportId,
          action: moderationActions.action,
          note: moderationActions.note,
          staff: users.username,
          createdAt: moderationActions.createdAt,
        })
        .from(moderationActions)
        .innerJoin(users, eq(users.id, moderationActions.staffId))
        .where(inArray(moderationActions.reportId, reportIds))
        .orderBy(asc(moderationActions.id))
    },
    /** Each user's history, by id (three grouped counts over indexed columns). */
    async histories(userIds: string[]): Promise<Map<string, THistory>> {
      const ids = [...new Set(userIds)]
      const histories = new Map<string, THistory>(ids.map((id) => [id, { made: 0, against: 0, actions: 0 }]))
      if (!ids.length) return histories
      const [made, against, actions] = await Promise.all([
        countBy(reports.reporterId, ids),
        countBy(reports.reportedUserId, ids),
        db
          .select({ id: moderationActions.subjectUserId, n: count() })
          .from(moderationActions)
          .where(
            and(inArray(moderationActions.subjectUserId, ids), sql`${moderationActions.action} <> 'dismiss'`),
          )
          .groupBy(moderationActions.subjectUserId),
      ])
      for (const row of made) (histories.get(row.id) as THistory).made = row.n
      for (const row of against) (histories.get(row.id) as THistory).against = row.n
      for (const row of actions) (histories.get(row.id) as THistory).actions = row.n
      return histories
    },
  }
}
