import { z } from 'zod'
import { zParagraphs } from './text.ts'

/** What may be reported (docs/product-rules.md, "Reports and moderation"). */
export const REPORT_TARGET_KINDS = ['listing', 'message', 'user'] as const
export type TReportTargetKind = (typeof REPORT_TARGET_KINDS)[number]

/** The fixed list of reasons a reporter picks from; `other` asks for details. */
export const REPORT_REASONS = [
  'scam',
  'misleading',
  'inappropriate',
  'discrimination',
  'harassment',
  'spam',
  'other',
] as const
export type TReportReason = (typeof REPORT_REASONS)[number]

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const
export type TReportStatus = (typeof REPORT_STATUSES)[number]

export const MODERATION_ACTIONS = ['hide_listing', 'suspend_user', 'warn_user', 'dismiss'] as const
export type TModerationAction = (typeof MODERATION_ACTIONS)[number]

export const REPORT_DETAILS_MAX_LENGTH = 1000
export const MODERATION_NOTE_MAX_LENGTH = 1000

/**
 * A report. `target_id` is a listing's or a message's id, or a user's id (uuid); the server checks
 * it against the kind (a 400 on `target_id` when it cannot be one).
 */
export const ZReportCreate = z.object({
  target_kind: z.enum(REPORT_TARGET_KINDS),
  target_id: z.string().trim().min(1).max(36),
  reason: z.enum(REPORT_REASONS),
  details: zParagraphs().max(REPORT_DETAILS_MAX_LENGTH).optional(),
})
export type TReportCreate = z.input<typeof ZReportCreate>

export const ZReport = z.object({
  id: z.number().int(),
  target_kind: z.enum(REPORT_TARGET_KINDS),
  target_id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
})
export type TReport = z.infer<typeof ZReport>

/** What staff see of a person in the queue: who they are and their history on the site. */
export const ZReportPerson = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  joined_at: z.string(),
  /** Whole days since the account was made. */
  account_age_days: z.number().int(),
  is_suspended: z.boolean(),
  reports_made: z.number().int(),
  reports_against: z.number().int(),
  actions_against: z.number().int(),
})
export type TReportPerson = z.infer<typeof ZReportPerson>

export const ZModerationActionEntry = z.object({
  action: z.enum(MODERATION_ACTIONS),
  note: z.string(),
  staff: z.string(),
  created_at: z.string(),
})

/** A report in the staff queue, with what it points at and both people's history. */
export const ZStaffReport = ZReport.extend({
  reporter: ZReportPerson,
  reported_user: ZReportPerson,
  listing: z
    .object({ id: z.number().int(), title: z.string(), status: z.string(), city: z.string() })
    .nullable(),
  message: z
    .object({
      id: z.number().int(),
      body: z.string(),
      conversation_id: z.number().int(),
      /** The conversation's last messages up to the reported one, oldest first. */
      conversation: z.array(
        z.object({ id: z.number().int(), sender: z.string(), body: z.string(), created_at: z.string() }),
      ),
    })
    .nullable(),
  actions: z.array(ZModerationActionEntry),
})
export type TStaffReport = z.infer<typeof ZStaffReport>

export const ZStaffReportQuery = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(20),
})

export const ZModerationActionRequest = z.object({
  action: z.enum(MODERATION_ACTIONS),
  note: zParagraphs().max(MODERATION_NOTE_MAX_LENGTH).optional(),
})
export type TModerationActionRequest = z.input<typeof ZModerationActionRequest>
