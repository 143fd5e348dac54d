import type { TBookingStatus } from '../bookings.ts'
import type { TChatMessage } from './messaging.ts'
import type { TNotification, TUnreadCounts } from './notification.ts'
import type { TVisitStatus } from './visit.ts'

/**
 * Server-sent events on GET /api/events/?ticket=: each event's name and the data it carries. A
 * booking or visit event only says what changed (the lists are fetched again); `unread` is sent
 * first and after each change.
 */
export type TLiveEventData = {
  notification: TNotification
  message: TChatMessage
  booking: { booking_id: number; status: TBookingStatus }
  visit: { visit_id: number; status: TVisitStatus }
  unread: TUnreadCounts
}

/** Every name, in a list the web listens to (the record type makes a new name fail the build here). */
const NAMES: Record<keyof TLiveEventData, true> = {
  notification: true,
  message: true,
  booking: true,
  visit: true,
  unread: true,
}
export const LIVE_EVENT_NAMES = Object.keys(NAMES) as ReadonlyArray<keyof TLiveEventData>
export type TLiveEventName = keyof TLiveEventData

/**
 * One event as a union discriminated by `name`, from a map of name → data: the map's data type for
 * each name, so a publisher handing the wrong data for a name fails to typecheck.
 */
export type TLiveEventOf<TData extends Record<TLiveEventName, unknown>> = {
  [TName in TLiveEventName]: { name: TName; data: TData[TName] }
}[TLiveEventName]

/** An event as the web receives it. */
export type TLiveEvent = TLiveEventOf<TLiveEventData>
