import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from '../users/tables.ts'

/**
 * A user's report of a listing, a message or a user (docs/product-rules.md, "Reports and
 * moderation"). `target_id` is the listing's or message's id, or the user's uuid, as text;
 * `reported_user_id` is who answers for the target (the host, the sender, the user), resolved when
 * the report is made so staff history and suspensions need no join per kind. One open report per
 * reporter and target: a partial unique index makes a repeat find the first.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check('reports_target_kind_check', sql`${table.targetKind} in ('listing', 'message', 'user')`),
    check('reports_status_check', sql`${table.status} in ('open', 'actioned', 'dismissed')`),
    check('reports_details_length_check', sql`char_length(${table.details}) <= 1000`),
    uniqueIndex('reports_one_open_per_target')
      .on(table.reporterId, table.targetKind, table.targetId)
      .where(sql`${table.status} = 'open'`),
    // The staff queue: a status, oldest first.
    index('reports_status_idx').on(table.status, table.createdAt),
    // History counts: reports made by a user, reports against a user.
    index('reports_reporter_idx').on(table.reporterId),
    index('reports_reported_user_idx').on(table.reportedUserId),
  ],
)

export type TReportRow = typeof reports.$inferSelect

/** What staff did about a report: an append-only log (rows are never updated or deleted). */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'restrict' }),
    /** The user the action fell on (history: actions against a user). */
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'moderation_actions_action_check',
      sql`${table.action} in ('hide_listing', 'suspend_user', 'warn_user', 'dismiss')`,
    ),
    index('moderation_actions_report_idx').on(table.reportId),
    index('moderation_actions_subject_idx').on(table.subjectUserId),
  ],
)

export type TModerationActionRow = typeof moderationActions.$inferSelect
