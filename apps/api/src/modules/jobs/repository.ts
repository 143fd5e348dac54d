import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { jobs, type TJobRow } from './tables.ts'

export type TNewJob = typeof jobs.$inferInsert

/** The `jobs` table: what the queue (queue.ts) inserts, claims, finishes and prunes. */
export function createJobsRepository(db: TDb) {
  return {
    /** One statement for all `rows`; one whose singleton key is taken is left out. */
    async insert(...rows: TNewJob[]) {
      if (rows.length === 0) return
      await db.insert(jobs).values(rows).onConflictDoNothing()
    },

    /**
     * Reserves up to `limit` due jobs until `lockedUntil` and counts the attempt. `skip locked`: two
     * processes never claim the same job; a job whose lease expired (its process died) is due again.
     */
    async claimDue(now: Date, limit: number, lockedUntil: Date): Promise<TJobRow[]> {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            isNull(jobs.doneAt),
            isNull(jobs.failedAt),
            lte(jobs.runAt, now),
            or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
          ),
        )
        .orderBy(jobs.runAt)
        .limit(limit)
        .for('update', { skipLocked: true })
      return db
        .update(jobs)
        .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil })
        .where(inArray(jobs.id, due))
        .returning()
    },

    async markDone(id: number, at: Date) {
      await db.update(jobs).set({ doneAt: at, lockedUntil: null }).where(eq(jobs.id, id))
    },

    /** A failed attempt: retried at `retryAt`, or failed for good when there is none. */
    async markFailed(id: number, at: Date, lastError: string, retryAt: Date | undefined) {
      await db
        .update(jobs)
        .set(
          retryAt
            ? { runAt: retryAt, lockedUntil: null, lastError }
            : { failedAt: at, lockedUntil: null, lastError },
        )
        .where(eq(jobs.id, id))
    },

    async deleteFinishedBefore(doneBefore: Date, failedBefore: Date) {
      await db.delete(jobs).where(or(lt(jobs.doneAt, doneBefore), lt(jobs.failedAt, failedBefore)))
    },
  }
}
