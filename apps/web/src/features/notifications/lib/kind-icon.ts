import type { TNotificationKind } from '@demeure/shared'
import {
  BadgeCheck,
  CalendarCheck,
  CalendarClock,
  FileSignature,
  Heart,
  type LucideIcon,
  MessageSquare,
  Star,
} from 'lucide-react'

/** One picture per subject, so a list of notices reads at a glance. */
export function kindIcon(kind: TNotificationKind): LucideIcon {
  if (kind.startsWith('booking_')) return CalendarCheck
  if (kind.startsWith('visit_')) return CalendarClock
  if (kind === 'message_received') return MessageSquare
  if (kind === 'review_received') return Star
  if (kind.startsWith('calendar_')) return CalendarCheck
  if (kind.startsWith('lease_')) return FileSignature
  if (kind === 'favourite_alert') return Heart
  return BadgeCheck
}
