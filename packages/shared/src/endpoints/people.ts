import type { z } from 'zod'
import type { ZReviewWrite } from '../schemas/booking.ts'
import type { TCalendarFeed, TCalendarFeedWrite, TCalendarSync } from '../schemas/calendar.ts'
import type { TChatAnswer, TChatRequest } from '../schemas/chat.ts'
import type { TPage } from '../schemas/common.ts'
import type { TFavourite, TFavouriteIds, TFavouriteMerge, TFavouriteWrite } from '../schemas/favourite.ts'
import type { TChatMessage, TConversation } from '../schemas/messaging.ts'
import type { TNotification, TUnreadCounts } from '../schemas/notification.ts'
import type { TReport, TReportCreate } from '../schemas/report.ts'
import type {
  TSavedSearch,
  TSavedSearchCreate,
  TSavedSearchUpdate,
  ZUnsubscribeQuery,
} from '../schemas/saved-search.ts'
import { endpoint, shape } from './endpoint.ts'
import type { TLooseQuery, TPageQuery } from './query.ts'

/** An alert e-mail's unsubscribe link: its token is the proof, no sign-in (204). */
const unsubscribeLink = shape<{ query: z.infer<typeof ZUnsubscribeQuery>; answer: null }>()

/** Saved homes and saved searches. */
export const favouriteEndpoints = {
  list: endpoint('GET', '/api/favourites/', shape<{ query: TPageQuery; answer: TPage<TFavourite> }>()),
  ids: endpoint('GET', '/api/favourites/ids/', shape<{ answer: TFavouriteIds }>()),
  merge: endpoint(
    'POST',
    '/api/favourites/merge/',
    shape<{ body: { items: readonly TFavouriteMerge['items'][number][] }; answer: TFavouriteIds }>(),
  ),
  save: endpoint(
    'PUT',
    '/api/favourites/:listingId/',
    shape<{ body: TFavouriteWrite; answer: TFavourite }>(),
  ),
  remove: endpoint('DELETE', '/api/favourites/:listingId/', shape<{ answer: null }>()),
  savedSearches: endpoint('GET', '/api/saved-searches/', shape<{ answer: TSavedSearch[] }>()),
  createSavedSearch: endpoint(
    'POST',
    '/api/saved-searches/',
    shape<{ body: TSavedSearchCreate; answer: TSavedSearch }>(),
  ),
  updateSavedSearch: endpoint(
    'PATCH',
    '/api/saved-searches/:id/',
    shape<{ body: TSavedSearchUpdate; answer: TSavedSearch }>(),
  ),
  removeSavedSearch: endpoint('DELETE', '/api/saved-searches/:id/', shape<{ answer: null }>()),
  /** The one-click unsubscribe link of a saved home's alert e-mail (RFC 8058): posted by the mail client. */
  unsubscribeFavourite: endpoint('POST', '/api/favourites/unsubscribe/', unsubscribeLink),
  /** The one-click unsubscribe link of a saved search's alert e-mail, like `unsubscribeFavourite`. */
  unsubscribeSavedSearch: endpoint('POST', '/api/saved-searches/unsubscribe/', unsubscribeLink),
}

/** Conversations, notifications, the assistant, reviews and reports. */
export const messagingEndpoints = {
  conversations: endpoint(
    'GET',
    '/api/conversations/',
    shape<{ query: TPageQuery; answer: TPage<TConversation> }>(),
  ),
  startConversation: endpoint(
    'POST',
    '/api/conversations/',
    shape<{ body: { property: number }; answer: TConversation }>(),
  ),
  messages: endpoint(
    'GET',
    '/api/conversations/:id/messages/',
    shape<{ query: TLooseQuery; answer: { results: TChatMessage[]; has_more: boolean } }>(),
  ),
  sendMessage: endpoint(
    'POST',
    '/api/conversations/:id/messages/',
    shape<{ body: { body: string }; answer: TChatMessage }>(),
  ),
  readConversation: endpoint('POST', '/api/conversations/:id/read/', shape<{ answer: TUnreadCounts }>()),
  notifications: endpoint(
    'GET',
    '/api/notifications/',
    shape<{ query: TLooseQuery; answer: TPage<TNotification> }>(),
  ),
  readNotification: endpoint('POST', '/api/notifications/:id/read/', shape<{ answer: TNotification }>()),
  readAllNotifications: endpoint('POST', '/api/notifications/read-all/', shape<{ answer: TUnreadCounts }>()),
  unreadCounts: endpoint('GET', '/api/notifications/unread-counts/', shape<{ answer: TUnreadCounts }>()),
  chat: endpoint('POST', '/api/chat/', shape<{ body: TChatRequest; answer: TChatAnswer }>()),
  addReview: endpoint(
    'POST',
    '/api/reviews/',
    shape<{ body: z.input<typeof ZReviewWrite>; answer: { id: number } }>(),
  ),
  replyToReview: endpoint(
    'POST',
    '/api/reviews/:id/reply/',
    shape<{ body: { reply: string }; answer: null }>(),
  ),
  report: endpoint('POST', '/api/reports/', shape<{ body: TReportCreate; answer: TReport }>()),
  /** A short-lived ticket for the live-events stream (an EventSource cannot send a token). */
  liveTicket: endpoint(
    'POST',
    '/api/events/ticket/',
    shape<{ answer: { ticket: string; expires_in: number } }>(),
  ),
  /** The server-sent events stream, opened by an EventSource. */
  liveEvents: endpoint('GET', '/api/events/', shape<{ query: { ticket: string }; answer: unknown }>()),
}

/** A listing's calendars: its export link and the feeds it imports. */
export const calendarEndpoints = {
  sync: endpoint('GET', '/api/properties/:id/calendar/', shape<{ answer: TCalendarSync }>()),
  addFeed: endpoint(
    'POST',
    '/api/properties/:id/calendar/feeds/',
    shape<{ body: TCalendarFeedWrite; answer: TCalendarFeed }>(),
  ),
  regenerateExport: endpoint(
    'POST',
    '/api/properties/:id/calendar/export/regenerate/',
    shape<{ answer: { export_url: string } }>(),
  ),
  removeFeed: endpoint('DELETE', '/api/calendar-feeds/:id/', shape<{ answer: null }>()),
  syncFeed: endpoint('POST', '/api/calendar-feeds/:id/sync/', shape<{ answer: TCalendarFeed }>()),
  /**
   * A listing's iCalendar export (`<token>.ics`, no login), read by other calendars, never by the
   * web: its answer is the text/calendar text (or an empty 304).
   */
  exportFeed: endpoint('GET', '/api/calendar/:file', shape<{ answer: string }>()),
}
