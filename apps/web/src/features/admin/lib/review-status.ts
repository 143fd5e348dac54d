import { type TWatchReason, WATCH_REASONS } from '@demeure/shared'

export const VERIFICATION_FILTERS = ['pending', 'approved', 'rejected'] as const
export type TVerificationFilter = (typeof VERIFICATION_FILTERS)[number]

export const LISTING_FILTERS = ['pending_review', 'published', 'rejected'] as const
export type TListingFilter = (typeof LISTING_FILTERS)[number]

/** The staff's money view: months of rent past their last try, and payouts whose transfer was refused. */
export const MONEY_FILTERS = ['overdue_rent', 'failed_payouts'] as const
export type TMoneyFilter = (typeof MONEY_FILTERS)[number]

/** Reports: open ones wait for staff; closed ones keep what was done. */
export const REPORT_FILTERS = ['open', 'actioned', 'dismissed'] as const
export type TReportFilter = (typeof REPORT_FILTERS)[number]

/** Queue pages stay short: each card holds documents, photos or a video. */
export const QUEUE_PAGE_SIZE = 10

/** New accounts in their first day: those that contacted many hosts, those that listed many homes. */
export const WATCH_FILTERS = WATCH_REASONS
export type TWatchFilter = TWatchReason
