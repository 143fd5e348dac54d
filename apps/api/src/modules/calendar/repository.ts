import { asc, eq, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { heldStaysMeeting, heldStaysOn } from '../bookings/index.ts'
import {
  hostReservedPeriods,
  importedPeriodsOf,
  listingRows,
  lockListing,
  replaceImportedPeriods,
} from '../listings/index.ts'
import type { TBusyPeriod } from './ics-import.ts'
import { calendarExports, calendarFeeds } from './tables.ts'

export type TFeedChanges = Partial<typeof calendarFeeds.$inferInsert>

export function createCalendarRepository(db: TDb) {
  return {
    async feedsOf(listingId: number) {
      return db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.propertyId, listingId))
        .orderBy(asc(calendarFeeds.createdAt), asc(calendarFeeds.id))
    },
    async findFeed(id: number) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id))
      return row
    },
    /** The feed row locked for this transaction: two syncs of one feed never interleave. */
    async lockFeed(id: number) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id)).for('update')
      return row
    },
    async countFeeds(listingId: number) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.propertyId, listingId))
      return row?.count ?? 0
    },
    async insertFeed(values: typeof calendarFeeds.$inferInsert) {
      const [row] = await db.insert(calendarFeeds).values(values).onConflictDoNothing().returning()
      return row
    },
    async updateFeed(id: number, changes: TFeedChanges) {
      const [row] = await db.update(calendarFeeds).set(changes).where(eq(calendarFeeds.id, id)).returning()
      return row
    },
    async deleteFeed(id: number) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.id, id))
    },

    /**
     * Claims the feeds due for a sync and pushes their next sync 15 minutes (plus up to 3 minutes of
     * jitter, so feeds added together drift apart) ahead in the same statement. SKIP LOCKED lets
     * several API processes claim at once without waiting on or taking each other's rows.
     */
    async claimDue(now: Date, limit: number) {
      const rows = await db.execute<{ id: number }>(sql`
        update calendar_feeds set next_sync_at = ${now.toISOString()}::timestamptz
            + interval '15 minutes' + random() * interval '3 minutes'
        where id in (
          select id from calendar_feeds where next_sync_at <= ${now.toISOString()}::timestamptz
          order by next_sync_at limit ${limit}
          for update skip locked)
        returning id`)
      return (rows as unknown as { rows: { id: number }[] }).rows.map((row) => row.id)
    },

    async listingOf(listingId: number) {
      const listing = listingRows('properties')
      const [row] = await db
        .select({
          hostId: listing.hostId,
          title: listing.title,
          titleFr: listing.titleFr,
          status: listing.status,
        })
        .from(listing)
        .where(eq(listing.id, listingId))
      return row
    },
    /** Locks the listing's row, so two hosts' tabs adding feeds at once cannot pass the limit together. */
    lockListing: (listingId: number) => lockListing(db, listingId),

    importedOf: (feedId: number) => importedPeriodsOf(db, feedId),
    /** Replaces a feed's reserved dates with what it holds now. */
    replaceImported: (listingId: number, feedId: number, periods: TBusyPeriod[]) =>
      replaceImportedPeriods(db, listingId, feedId, periods),
    /** Held stays here that overlap any of these periods, each with the first period it meets. */
    heldStaysOverlapping: (listingId: number, periods: TBusyPeriod[]) =>
      heldStaysMeeting(db, listingId, periods),

    async exportOf(listingId: number) {
      const [row] = await db.select().from(calendarExports).where(eq(calendarExports.propertyId, listingId))
      return row
    },
    async exportByToken(token: string) {
      const [row] = await db.select().from(calendarExports).where(eq(calendarExports.token, token))
      return row
    },
    /** The listing's export token, created on first use (two callers at once keep the first one). */
    async ensureExport(listingId: number, token: string) {
      await db.insert(calendarExports).values({ propertyId: listingId, token }).onConflictDoNothing()
      return (await this.exportOf(listingId)) as typeof calendarExports.$inferSelect
    },
    async replaceToken(listingId: number, token: string) {
      const [row] = await db
        .insert(calendarExports)
        .values({ propertyId: listingId, token })
        .onConflictDoUpdate({ target: calendarExports.propertyId, set: { token } })
        .returning()
      return row as typeof calendarExports.$inferSelect
    },
    async markExportChanged(listingId: number, contentHash: string, at: Date) {
      await db
        .update(calendarExports)
        .set({ contentHash, changedAt: at })
        .where(eq(calendarExports.propertyId, listingId))
    },
    /** What the export shows: reserved dates the host set here (not imported ones) and held stays. */
    async busyForExport(listingId: number, fromDay: string) {
      const [reserved, stays] = await Promise.all([
        hostReservedPeriods(db, listingId, fromDay),
        heldStaysOn(db, listingId, fromDay),
      ])
      return { reserved, stays }
    },
  }
}
export type TCalendarRepository = ReturnType<typeof createCalendarRepository>
