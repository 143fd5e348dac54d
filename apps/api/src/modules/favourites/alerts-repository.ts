import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { favouriteAlerts, favourites } from './tables.ts'

/** The `favourites` rows as alerts read and lock them, and `favourite_alerts` (told once per change). */
export function createFavouriteAlertsRepository(db: TDb) {
  return {
    /** A page of the listing's savers with alerts on, by user id (favourites_property_idx). */
    saversOf: (listingId: number, afterUserId: string, limit: number) =>
      db
        .select()
        .from(favourites)
        .where(
          and(
            eq(favourites.propertyId, listingId),
            isNull(favourites.alertsOffAt),
            gt(favourites.userId, afterUserId),
          ),
        )
        .orderBy(asc(favourites.userId))
        .limit(limit),
    /** The saved home, locked until the transaction ends: its e-mails take turns (one a day). */
    async lock(userId: string, listingId: number) {
      const [row] = await db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, listingId)))
        .for('update')
      return row
    },
    /** Records that the saver was told of this change; false when they already were (never twice). */
    async record(userId: string, listingId: number, changeId: string, reason: string, at: Date) {
      const rows = await db
        .insert(favouriteAlerts)
        .values({ userId, propertyId: listingId, changeId, reason, createdAt: at })
        .onConflictDoNothing()
        .returning({ changeId: favouriteAlerts.changeId })
      return rows.length === 1
    },
    async setMailedOn(userId: string, listingId: number, day: string) {
      await db
        .update(favourites)
        .set({ lastMailedOn: day })
        .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, listingId)))
    },
    async turnOff(userId: string, listingId: number, at: Date) {
      await db
        .update(favourites)
        .set({ alertsOffAt: at })
        .where(
          and(
            eq(favourites.userId, userId),
            eq(favourites.propertyId, listingId),
            sql`${favourites.alertsOffAt} is null`,
          ),
        )
    },
  }
}
