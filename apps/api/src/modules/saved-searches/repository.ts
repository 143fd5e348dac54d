import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import type { TChangeWindow } from './change-window.ts'
import { atMostRanges, type TDayRanges } from './day-ranges.ts'
import { savedSearchAlerts, savedSearches } from './tables.ts'

/** The first key of the advisory locks that make one user's saves take turns (the limit holds). */
const SAVE_LOCK_SPACE = 26_002

export type TSavedSearchInsert = typeof savedSearches.$inferInsert
/** The indexed copy of a search's narrowest filters (see the table's comment). */
export type TPrefilterColumns = Pick<
  TSavedSearchInsert,
  | 'placeKey'
  | 'minPriceCents'
  | 'maxPriceCents'
  | 'bboxWest'
  | 'bboxSouth'
  | 'bboxEast'
  | 'bboxNorth'
  | 'moveInDay'
  | 'typeMask'
  | 'amenityMask'
  | 'guests'
>
/** What of a changed listing the prefilter compares. */
export type TListingFacts = {
  placeKeys: string[]
  priceCents: number
  latitude: number
  longitude: number
  /** The type-filter bits it answers to (engine `typeBitsOf`), its amenity bits and its guests. */
  typeBits: number
  amenityBits: number
  maxGuests: number
  /** The days a stay can start on (engine `checkInRangesOf`), as [from, to) pairs, or a bounded superset. */
  moveInDays: TDayRanges
}
/** A search the candidate query gives: its id and its criteria as stored (JSON text). */
export type TCandidate = { id: number; criteria: string }

const s = savedSearches
const a = savedSearchAlerts

/** A search's price ceiling, none as the highest: saved_searches_place_ceiling_idx's expression. */
const CEILING = sql`coalesce(${s.maxPriceCents}, 2147483647)`
/** Ranges a move-in day is tested against at most (a longer calendar is asked as a superset). */
const MOVE_IN_RANGES_ASKED = 24
/** Whether a search's move-in day lies in `days` (false for none); a bounded number of index ranges. */
function moveInAmong(days: TDayRanges): SQL {
  const ranges = atMostRanges(days, MOVE_IN_RANGES_ASKED)
  if (ranges.length === 0) return sql`false`
  const tests: SQL[] = []
  for (let index = 0; index < ranges.length; index += 2)
    tests.push(sql`${s.moveInDay} between ${ranges[index]} and ${(ranges[index + 1] as number) - 1}`)
  return sql`(${sql.join(tests, sql` or `)})`
}

export function createSavedSearchesRepository(db: TDb) {
  return {
    /** One user's saves take turns until the transaction ends, so two processes cannot both pass the limit. */
    async lockUser(userId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK_SPACE}, hashtext(${userId}))`)
    },
    async countOf(userId: string) {
      const [row] = await db.select({ n: count() }).from(s).where(eq(s.userId, userId))
      return row?.n ?? 0
    },
    async insert(values: TSavedSearchInsert) {
      const [row] = await db.insert(s).values(values).returning()
      return row
    },
    /** The user's saved searches, oldest first (at most the limit: no paging needed). */
    listOf: (userId: string) =>
      db.select().from(s).where(eq(s.userId, userId)).orderBy(asc(s.createdAt), asc(s.id)),
    async find(userId: string, id: number) {
      const [row] = await db
        .select()
        .from(s)
        .where(and(eq(s.userId, userId), eq(s.id, id)))
      return row
    },
    async findById(id: number) {
      const [row] = await db.select().from(s).where(eq(s.id, id))
      return row
    },
    async update(userId: string, id: number, set: Partial<TSavedSearchInsert>) {
      const [row] = await db
        .update(s)
        .set(set)
        .where(and(eq(s.userId, userId), eq(s.id, id)))
        .returning()
      return row
    },
    /** The search, locked until the transaction ends: its alerts' e-mails take turns (one a day). */
    async lockSearch(id: number) {
      const [row] = await db.select().from(s).where(eq(s.id, id)).for('update')
      return row
    },
    async unsubscribe(id: number, at: Date) {
      await db
        .update(s)
        .set({ unsubscribedAt: at })
        .where(and(eq(s.id, id), isNull(s.unsubscribedAt)))
    },
    async remove(userId: string, id: number) {
      await db.delete(s).where(and(eq(s.userId, userId), eq(s.id, id)))
    },

    /**
     * The subscribed searches a listing may newly match: those of its place or of no place, whose
     * price bounds, map area, types, amenities, guests and move-in day it meets, and — when the
     * change moved only price and dates — whose ceiling it just went under or whose move-in day
     * just became possible (change-window.ts). Served by saved_searches_place_ceiling_idx and
     * saved_searches_place_move_in_idx (index ranges per place key and for "no place"); a superset
     * of the true new matches, which the engine's predicate then decides. Paged by id; only the id
     * and the criteria's text are read (the text is also the parsed-query cache's key).
     */
    candidatesFor(
      listing: TListingFacts,
      window: TChangeWindow | undefined,
      afterId: number,
      limit: number,
    ): Promise<TCandidate[]> {
      const price = listing.priceCents
      const places: SQL[] = [isNull(s.placeKey)]
      if (listing.placeKeys.length > 0) places.push(inArray(s.placeKey, listing.placeKeys))
      const opened: SQL[] = []
      if (window?.ceilingBelowCents !== undefined)
        opened.push(sql`(${CEILING} >= ${price} and ${CEILING} < ${window.ceilingBelowCents})`)
      if (window?.newMoveInDays) opened.push(moveInAmong(window.newMoveInDays))
      // A change that moved only price and dates, and opened neither, matches nobody new.
      if (window && opened.length === 0) return Promise.resolve([])
      return db
        .select({ id: s.id, criteria: sql<string>`${s.criteria}::text` })
        .from(s)
        .where(
          and(
            isNull(s.unsubscribedAt),
            sql`${s.id} > ${afterId}`,
            or(...places),
            window ? or(...opened) : undefined,
            sql`${CEILING} >= ${price}`,
            sql`(${s.minPriceCents} is null or ${s.minPriceCents} <= ${price})`,
            sql`(${s.typeMask} is null or (${s.typeMask} & ${listing.typeBits}) <> 0)`,
            sql`(${s.amenityMask} is null or (${s.amenityMask} & ${~listing.amenityBits}) = 0)`,
            sql`(${s.guests} is null or ${s.guests} <= ${listing.maxGuests})`,
            or(isNull(s.moveInDay), moveInAmong(listing.moveInDays)),
            sql`(${s.bboxWest} is null or (${listing.latitude} between ${s.bboxSouth} and ${s.bboxNorth}
              and ${listing.longitude} between ${s.bboxWest} and ${s.bboxEast}))`,
          ),
        )
        .orderBy(asc(s.id))
        .limit(limit)
    },

    /** Records that the search was told of the home; false when it already was (never twice). */
    async recordAlert(savedSearchId: number, listingId: number, reason: string, at: Date) {
      const rows = await db
        .insert(a)
        .values({ savedSearchId, propertyId: listingId, reason, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: a.id })
      return rows[0]?.id
    },
    async markSent(alertIds: number[], at: Date) {
      if (alertIds.length === 0) return
      await db.update(a).set({ sentAt: at }).where(inArray(a.id, alertIds))
    },
    async setMailedOn(id: number, day: string) {
      await db.update(s).set({ lastMailedOn: day }).where(eq(s.id, id))
    },

    /**
     * Claims up to `limit` subscribed searches with alerts not yet e-mailed and no e-mail today
     * (`for update skip locked`: each is taken by one process), within the caller's transaction.
     */
    async claimDigests(today: string, limit: number) {
      const result = await db.execute<{ id: number }>(sql`
        select s.id from saved_searches s
        where s.unsubscribed_at is null
          and (s.last_mailed_on is null or s.last_mailed_on < ${today}::date)
          and s.id in (select a.saved_search_id from saved_search_alerts a where a.sent_at is null)
        order by s.id
        limit ${limit}
        for update of s skip locked`)
      const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id))
      if (ids.length === 0) return []
      return db.select().from(s).where(inArray(s.id, ids)).orderBy(asc(s.id))
    },
    unsentAlerts: (savedSearchId: number) =>
      db
        .select()
        .from(a)
        .where(and(eq(a.savedSearchId, savedSearchId), isNull(a.sentAt)))
        .orderBy(asc(a.id)),
  }
}
export type TSavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>
