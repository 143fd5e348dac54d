import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { favourites } from './tables.ts'

/** The first key of the advisory locks that make one user's saves take turns (the limit holds). */
const SAVE_LOCK_SPACE = 26_001

export type TWantedDates = { checkIn: string | null; checkOut: string | null }

export function createFavouritesRepository(db: TDb) {
  return {
    /**
     * Makes this user's saves take turns until the transaction ends, so that two processes saving
     * at once cannot both see room under the limit.
     */
    async lockUser(userId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK_SPACE}, hashtext(${userId}))`)
    },
    async countOf(userId: string) {
      const [row] = await db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId))
      return row?.n ?? 0
    },
    async find(userId: string, listingId: number) {
      const [row] = await db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, listingId)))
      return row
    },
    /** Saves the home, or sets its wanted dates when it is saved already (its age is kept). */
    async upsert(userId: string, listingId: number, dates: TWantedDates, at: Date) {
      await db
        .insert(favourites)
        .values({ userId, propertyId: listingId, ...dates, createdAt: at })
        .onConflictDoUpdate({
          target: [favourites.userId, favourites.propertyId],
          set: { checkIn: dates.checkIn, checkOut: dates.checkOut },
        })
    },
    /** Saves these homes; one saved meanwhile is left as it is (a merge never overwrites dates). */
    async insertMany(rows: (typeof favourites.$inferInsert)[]) {
      if (rows.length === 0) return
      await db.insert(favourites).values(rows).onConflictDoNothing()
    },
    async rowsOf(userId: string, listingIds: number[]) {
      if (listingIds.length === 0) return []
      return db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, userId), inArray(favourites.propertyId, listingIds)))
    },
    async remove(userId: string, listingId: number) {
      await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, listingId)))
    },
    /** A page of the user's saved homes, newest first. */
    async page(userId: string, limit: number, offset: number) {
      const where = eq(favourites.userId, userId)
      const [total] = await db.select({ n: count() }).from(favourites).where(where)
      const rows = await db
        .select()
        .from(favourites)
        .where(where)
        .orderBy(desc(favourites.createdAt), desc(favourites.propertyId))
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
    /** Every listing id the user saved, newest first (at most the limit). */
    async listingIds(userId: string) {
      const rows = await db
        .select({ id: favourites.propertyId })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.propertyId))
      return rows.map((row) => row.id)
    },
  }
}
