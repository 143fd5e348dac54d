import type { TLiveEventData, TLiveEventOf } from '@demeure/shared'
import type { TStoredNotice } from './render.ts'

/**
 * The data of each event as the hub carries it: the web's, except that a notice travels as stored,
 * since each reader's connection renders it in the language of their screen, and `unread` carries
 * no counts: it says they changed, and each open connection reads its reader's counts (so a change
 * for a user with no tab open reads none). Declared here, with the notices, so that the notifier
 * and the live hub (which imports this module) share one type.
 */
export type THubEventData = Omit<TLiveEventData, 'notification' | 'unread'> & {
  notification: TStoredNotice
  unread: null
}
/** One live event: a wrong data for its name fails to typecheck. */
export type TLiveEvent = TLiveEventOf<THubEventData>

/**
 * Where the notifier pushes live events: a port the live hub fills (core.ts hands it over), so
 * notifications does not import the live module (decision 029).
 */
export type TLivePublisher = { publish(userId: string, event: TLiveEvent): Promise<void> }
