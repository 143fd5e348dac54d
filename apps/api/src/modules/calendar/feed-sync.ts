import { addDays, pageUrl } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import type { TSearchIndex } from '../listings/index.ts'
import { listingTitleParams } from '../notifications/index.ts'
import { FeedError } from './feed-error.ts'
import { parseOffThread } from './parse-off-thread.ts'
import { createCalendarRepository } from './repository.ts'
import { fetchFeed } from './safe-fetch.ts'

export const SYNC_EVERY_MS = 15 * 60_000
const JITTER_MS = 3 * 60_000
/** How many due feeds one process takes per round; the rest wait for the next round or process. */
const CLAIM_BATCH = 20
const PARALLEL_FETCHES = 4

type TConflict = { id: number; checkIn: string; checkOut: string; start: string; last: string }

const keyOf = (period: { uid: string | null; start: string; last: string }) =>
  `${period.uid}|${period.start}|${period.last}`

/**
 * Imports external calendars: fetch, parse, then replace the feed's reserved dates and refresh the
 * listing's search document in one transaction, so a failed sync leaves the last good import.
 * Everything it keeps between calls is in the database, so any number of API processes may run it.
 */
export function createFeedSync(deps: TDeps, searchIndex: TSearchIndex, log: (error: unknown) => void) {
  const { db, clock } = deps
  const repo = createCalendarRepository(db)
  const nextSyncAt = (now: Date) => new Date(now.getTime() + SYNC_EVERY_MS + Math.random() * JITTER_MS)

  /** The host's notices of stays that clash with newly imported dates, written in the sync's transaction. */
  async function tellHost(tx: TDb, listingId: number, feedName: string, conflicts: TConflict[]) {
    if (conflicts.length === 0) return async () => {}
    const listing = await createCalendarRepository(tx).listingOf(listingId)
    if (!listing) return async () => {}
    return deps.notifier.notify(
      tx,
      ...conflicts.map((stay) => ({
        userId: listing.hostId,
        kind: 'calendar_conflict' as const,
        params: {
          ...listingTitleParams({ title: listing.title, title_fr: listing.titleFr ?? '' }),
          feed: feedName,
          start: stay.start,
          end: addDays(stay.last, 1),
          check_in: stay.checkIn,
          check_out: stay.checkOut,
        },
        link: pageUrl.hostBookings(listingId),
      })),
    )
  }

  async function recordError(feedId: number, error: unknown, now: Date) {
    const known = error instanceof FeedError ? error : new FeedError('calendar.error.failed')
    await repo.updateFeed(feedId, {
      lastErrorKey: known.key,
      lastErrorParams: known.params,
      lastErrorAt: now,
      nextSyncAt: nextSyncAt(now),
    })
    if (!(error instanceof FeedError)) throw error
  }

  /** Syncs one feed now. A feed's own failure is recorded on it; only our own failures throw. */
  async function syncFeed(feedId: number): Promise<void> {
    const feed = await repo.findFeed(feedId)
    if (!feed) return
    // An archived listing keeps its feeds (for the record) but no longer fetches them.
    if ((await repo.listingOf(feed.propertyId))?.status === 'archived') return
    const now = clock.now()
    const cleared = { lastErrorKey: null, lastErrorParams: {}, lastErrorAt: null, lastSyncedAt: now }
    let announce: () => Promise<void>
    try {
      const fetched = await fetchFeed(feed.url, {
        allowLoopback: deps.config.calendar.allowLoopback,
        etag: feed.etag,
      })
      if (fetched.status === 'not-modified') {
        await repo.updateFeed(feedId, { ...cleared, nextSyncAt: nextSyncAt(now) })
        return
      }
      const periods = await parseOffThread(fetched.body, now)
      announce = await inTransaction(db, async (tx) => {
        const txRepo = createCalendarRepository(tx)
        const locked = await txRepo.lockFeed(feedId)
        if (!locked) return async () => {}
        const before = new Set((await txRepo.importedOf(feedId)).map(keyOf))
        await txRepo.replaceImported(locked.propertyId, feedId, periods)
        const fresh = periods.filter((candidate) => !before.has(keyOf(candidate)))
        const found = await txRepo.heldStaysOverlapping(locked.propertyId, fresh)
        await txRepo.updateFeed(feedId, {
          ...cleared,
          etag: fetched.etag ?? null,
          eventCount: periods.length,
          nextSyncAt: nextSyncAt(now),
        })
        await searchIndex.refresh(tx, locked.propertyId)
        // The host hears of the clashes with the import that found them: both commit, or neither.
        return tellHost(tx, locked.propertyId, feed.name, found)
      })
    } catch (error) {
      return recordError(feedId, error, now)
    }
    // Live events after the commit, outside the try: one that fails is not a failed sync.
    await announce()
  }

  /**
   * The periodic sync: claims the feeds whose time has come (pushing their next sync ahead in the
   * same statement, with SKIP LOCKED so concurrent callers split the work) and syncs them a few at
   * a time. Safe to call from any process, any number of times.
   */
  async function syncDueFeeds(now: Date = clock.now()): Promise<number> {
    const ids = await repo.claimDue(now, CLAIM_BATCH)
    let next = 0
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++] as number
        await syncFeed(id).catch(log)
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL_FETCHES, ids.length) }, worker))
    return ids.length
  }

  return { syncFeed, syncDueFeeds }
}
export type TFeedSync = ReturnType<typeof createFeedSync>
