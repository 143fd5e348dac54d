import { z } from 'zod'

export const NOTIFICATION_KINDS = [
  'booking_requested',
  'booking_approved',
  'booking_declined',
  'booking_expired',
  'booking_paid',
  'booking_cancelled',
  'visit_requested',
  'visit_accepted',
  'visit_declined',
  'visit_cancelled',
  'message_received',
  'review_received',
  'verification_approved',
  'verification_rejected',
  'calendar_conflict',
  'rent_paid',
  'rent_failed',
  'rent_late',
  'rent_overdue',
  'rent_reminder',
  'extension_requested',
  'extension_accepted',
  'extension_declined',
  'extension_expired',
  'report_outcome',
  'account_warning',
  'listing_hidden',
  'booking_closed',
  'lease_ready',
  'lease_signed',
  'lease_notice_window',
  'lease_non_renewal',
  'lease_renewed',
  'saved_search_match',
  'favourite_alert',
] as const
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Title and body are rendered by the server in the caller's language; `link` is a web path. */
export const ZNotification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
})
export type TNotification = z.infer<typeof ZNotification>

export const ZNotificationListQuery = z.object({
  unread: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
})

/** What the header bell and the panel badges show. */
export const ZUnreadCounts = z.object({ notifications: z.number().int(), messages: z.number().int() })
export type TUnreadCounts = z.infer<typeof ZUnreadCounts>

export const ZEventTicket = z.object({ ticket: z.string(), expires_in: z.number().int() })
