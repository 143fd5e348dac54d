import { randomBytes } from 'node:crypto'
import { MAX_CALENDAR_FEEDS, type TCalendarFeedWrite } from '@demeure/shared'
import { calendarEndpoints, fillPath } from '@demeure/shared/zod-free'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import type { TTranslate } from '../../i18n/index.ts'
import { badRequest, conflict, notFound } from '../../lib/app-error.ts'
import type { TListingsService } from '../listings/index.ts'
import type { TUserRow } from '../users/index.ts'
import { assertPublicHost } from './address-guard.ts'
import { FeedError } from './feed-error.ts'
import { SYNC_EVERY_MS, type TFeedSync } from './feed-sync.ts'
import { toFeedWire } from './feed-wire.ts'
import { createCalendarRepository } from './repository.ts'
import { parseFeedUrl } from './safe-fetch.ts'

/** 24 random bytes: the export URL is its own secret, so it must not be guessable. */
const newToken = () => randomBytes(24).toString('base64url')

/** What a host does with a listing's calendar sync: the export link and the imported calendars. */
export function createCalendarService(deps: TDeps, listings: TListingsService, sync: TFeedSync) {
  const repo = createCalendarRepository(deps.db)
  const exportUrl = (token: string) =>
    `${deps.config.publicUrl}${fillPath(calendarEndpoints.exportFeed.path, { file: `${token}.ics` })}`

  async function ownedFeed(user: TUserRow, feedId: number) {
    const feed = await repo.findFeed(feedId)
    if (!feed) throw notFound()
    await listings.ownedBy(user, feed.propertyId)
    return feed
  }

  /** The address must be http(s) and reach a public server: checked before anything is stored. */
  async function checkAddress(address: string) {
    try {
      const url = parseFeedUrl(address)
      await assertPublicHost(url, deps.config.calendar.allowLoopback)
      return url.toString()
    } catch (error) {
      if (error instanceof FeedError) throw badRequest({ url: { key: error.key, params: error.params } })
      throw error
    }
  }

  return {
    async overview(user: TUserRow, listingId: number, t: TTranslate) {
      const listing = await listings.ownedBy(user, listingId)
      const [exported, feeds] = await Promise.all([
        repo.ensureExport(listing.id, newToken()),
        repo.feedsOf(listing.id),
      ])
      return { export_url: exportUrl(exported.token), feeds: feeds.map((feed) => toFeedWire(feed, t)) }
    },

    /** A new export address; the old one answers 404 from now on. */
    async regenerateExport(user: TUserRow, listingId: number) {
      const listing = await listings.ownedBy(user, listingId)
      const row = await repo.replaceToken(listing.id, newToken())
      return { export_url: exportUrl(row.token) }
    },

    async addFeed(user: TUserRow, listingId: number, input: TCalendarFeedWrite, t: TTranslate) {
      const listing = await listings.ownedBy(user, listingId)
      const url = await checkAddress(input.url)
      const feed = await inTransaction(deps.db, async (tx) => {
        const txRepo = createCalendarRepository(tx)
        await txRepo.lockListing(listing.id)
        if ((await txRepo.countFeeds(listing.id)) >= MAX_CALENDAR_FEEDS) {
          throw badRequest({ url: { key: 'calendar.tooManyFeeds', params: { max: MAX_CALENDAR_FEEDS } } })
        }
        // This request syncs the feed at once: the periodic sync must not claim it meanwhile (a
        // second fetch and parse of the same feed, up to 5 s of a worker each).
        const row = await txRepo.insertFeed({
          propertyId: listing.id,
          name: input.name.trim(),
          url,
          nextSyncAt: new Date(deps.clock.now().getTime() + SYNC_EVERY_MS),
        })
        if (!row) throw conflict({ url: { key: 'calendar.feedExists' } })
        return row
      })
      await sync.syncFeed(feed.id)
      return toFeedWire((await repo.findFeed(feed.id)) ?? feed, t)
    },

    async syncNow(user: TUserRow, feedId: number, t: TTranslate) {
      const feed = await ownedFeed(user, feedId)
      // As when a feed is added: the periodic sync leaves it alone while this request reads it.
      await repo.updateFeed(feed.id, { nextSyncAt: new Date(deps.clock.now().getTime() + SYNC_EVERY_MS) })
      await sync.syncFeed(feed.id)
      const row = await repo.findFeed(feed.id)
      if (!row) throw notFound()
      return toFeedWire(row, t)
    },

    /** Removing a calendar frees the dates it held, in the same transaction as the search document. */
    async removeFeed(user: TUserRow, feedId: number) {
      const feed = await ownedFeed(user, feedId)
      await inTransaction(deps.db, async (tx) => {
        const txRepo = createCalendarRepository(tx)
        if (!(await txRepo.lockFeed(feed.id))) return
        await txRepo.replaceImported(feed.propertyId, feed.id, [])
        await txRepo.deleteFeed(feed.id)
        await listings.searchIndex.refresh(tx, feed.propertyId)
      })
    },
  }
}
export type TCalendarService = ReturnType<typeof createCalendarService>
