import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The durable job queue (see docs/decisions/008-durable-job-queue.md). A job is inserted in the same
 * transaction as the change it follows, so it exists exactly when the change does; any API process
 * claims it with `for update skip locked`, so each job runs in one process at a time.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** When it may run next (now, later, or after a backoff). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Set while a process runs it; past this instant (the process died) another may take it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** One job per key ever (e.g. one tick per period): inserting a second one does nothing. */
    singletonKey: text('singleton_key'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_singleton_key_unique').on(table.singletonKey),
    // What the workers poll: only open jobs, by due time.
    index('jobs_due_idx').on(table.runAt).where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
    // Pruning finished jobs.
    index('jobs_done_idx').on(table.doneAt).where(sql`${table.doneAt} is not null`),
  ],
)

export type TJobRow = typeof jobs.$inferSelect
