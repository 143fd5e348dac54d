import type { TWatchReason } from '@demeure/shared'
import { count, desc, eq, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { publishedUsers } from '../users/index.ts'
import { watchedAccounts } from './tables.ts'

export function createWatchedAccountsRepository(db: TDb) {
  return {
    /** Records (or updates) what a new account did; `slowed` sets when it was first refused. */
    async record(values: {
      userId: string
      reason: TWatchReason
      count: number
      now: Date
      slowed: boolean
    }) {
      await db
        .insert(watchedAccounts)
        .values({
          userId: values.userId,
          reason: values.reason,
          count: values.count,
          slowedAt: values.slowed ? values.now : null,
          firstSeenAt: values.now,
          lastSeenAt: values.now,
        })
        .onConflictDoUpdate({
          target: [watchedAccounts.userId, watchedAccounts.reason],
          set: {
            count: sql`greatest(${watchedAccounts.count}, excluded.count)`,
            slowedAt: sql`coalesce(${watchedAccounts.slowedAt}, excluded.slowed_at)`,
            lastSeenAt: sql`excluded.last_seen_at`,
          },
        })
    },

    /** The most recently active first. */
    async list(reason: TWatchReason | undefined, limit: number, offset: number) {
      const which = reason ? eq(watchedAccounts.reason, reason) : undefined
      const [total] = await db.select({ n: count() }).from(watchedAccounts).where(which)
      const users = publishedUsers('users')
      const rows = await db
        .select({
          watch: watchedAccounts,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          joinedAt: users.createdAt,
        })
        .from(watchedAccounts)
        .innerJoin(users, eq(users.id, watchedAccounts.userId))
        .where(which)
        .orderBy(desc(watchedAccounts.lastSeenAt), watchedAccounts.userId)
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
  }
}
